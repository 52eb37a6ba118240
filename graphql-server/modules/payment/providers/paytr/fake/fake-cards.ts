// The local fake PayTR's test cards: PayTR's own published test numbers pay; one more is refused for insufficient
// funds. Any holder, any future expiry, any CVV. Any other number is declined, so nothing "works" by accident.
export type FakePaytrBehaviour = "success" | "insufficient_funds" | "declined";

export interface FakePaytrCard {
  number: string;
  behaviour: FakePaytrBehaviour;
  /** What PayTR's BIN service says of its first digits. */
  bin: { cardType: "credit" | "debit"; bank: string; brand: string; schema: string };
}

export const FAKE_PAYTR_CARDS: readonly FakePaytrCard[] = [
  { number: "4355084355084358", behaviour: "success", bin: { cardType: "credit", bank: "Akbank", brand: "axess", schema: "VISA" } },
  { number: "5406675406675403", behaviour: "success", bin: { cardType: "credit", bank: "Garanti BBVA", brand: "bonus", schema: "MASTERCARD" } },
  { number: "9792030394440796", behaviour: "success", bin: { cardType: "debit", bank: "Ziraat Bankası", brand: "none", schema: "TROY" } },
  { number: "4022774022774026", behaviour: "insufficient_funds", bin: { cardType: "credit", bank: "Yapı Kredi", brand: "world", schema: "VISA" } },
];

export const fakePaytrCard = (number: string): FakePaytrCard | undefined => FAKE_PAYTR_CARDS.find((card) => card.number === number);

export const fakePaytrCardByBin = (bin: string): FakePaytrCard | undefined => FAKE_PAYTR_CARDS.find((card) => card.number.startsWith(bin));

/** The installment rates the fake merchant agreed with PayTR, per card family (percent on the whole amount). */
export const FAKE_PAYTR_RATES: Record<string, Record<string, number>> = {
  axess: { taksit_2: 2.5, taksit_3: 3.75, taksit_6: 7.2 },
  bonus: { taksit_2: 2.4, taksit_3: 3.6, taksit_6: 7, taksit_9: 10.5 },
  world: { taksit_2: 2.6, taksit_3: 3.9 },
};
