// The local fake iyzico's test cards: iyzico's own sandbox numbers, each ending the way the sandbox ends it. Any
// holder, any future expiry, any CVV. A number not listed is declined at the auth call, so nothing "works" by accident.
export type FakeCardBehaviour = "success" | "md_status_0" | "md_status_4" | "init_fails" | "insufficient_funds" | "no_refund";

export interface FakeCard {
  number: string;
  behaviour: FakeCardBehaviour;
  bank: { name: string; code: number; association: string; family: string; type: string };
}

const HALKBANK = { name: "Halkbank", code: 12, association: "MASTER_CARD", family: "Paraf", type: "CREDIT_CARD" };
const TEST_VISA = { name: "Test Bankası", code: 99, association: "VISA", family: "Bonus", type: "CREDIT_CARD" };
const TEST_MASTER = { name: "Test Bankası", code: 99, association: "MASTER_CARD", family: "World", type: "DEBIT_CARD" };

export const FAKE_IYZICO_CARDS: readonly FakeCard[] = [
  { number: "5528790000000008", behaviour: "success", bank: HALKBANK },
  { number: "4131111111111117", behaviour: "md_status_0", bank: TEST_VISA },
  { number: "4141111111111115", behaviour: "md_status_4", bank: TEST_VISA },
  { number: "4151111111111112", behaviour: "init_fails", bank: TEST_VISA },
  { number: "4111111111111129", behaviour: "insufficient_funds", bank: TEST_VISA },
  { number: "5406670000000009", behaviour: "no_refund", bank: TEST_MASTER },
];

export const fakeCard = (number: string): FakeCard | undefined => FAKE_IYZICO_CARDS.find((card) => card.number === number);

/** The card a BIN (first 6–8 digits) belongs to. */
export const fakeCardByBin = (bin: string): FakeCard | undefined => FAKE_IYZICO_CARDS.find((card) => card.number.startsWith(bin));
