import { describe, expect, it } from "vitest";
import { defaultPaymentChoice, isIdempotencyKey, parsePaymentChoice, paymentSearch } from "../../app/domain/checkout-payment";

const offer = { methods: ["door", "wire_transfer", "credit_card"], doorTypes: ["cash", "card"], bankAccountIds: [1, 2, 3], installmentCounts: [1, 3, 6] };
const params = (query: string) => new URLSearchParams(query);

describe("payment choice in the query string", () => {
  it("reads cash or card at the door", () => {
    expect(parsePaymentChoice(params("payment=door&door=cash"), offer)).toEqual({ method: "door", doorType: "CASH" });
    expect(parsePaymentChoice(params("payment=door&door=CARD"), offer)).toEqual({ method: "door", doorType: "CARD" });
  });

  it("reads a wire transfer with one of the shop's accounts (the door choice of the other method is ignored)", () => {
    expect(parsePaymentChoice(params("door=cash&payment=wire_transfer&account=2"), offer)).toEqual({ method: "wire_transfer", bankAccountId: 2 });
  });

  it("reads a card payment with one of the offered installment counts", () => {
    expect(parsePaymentChoice(params("payment=credit_card&installments=3"), offer)).toEqual({ method: "credit_card", installments: 3 });
  });

  it("refuses what the shop does not offer or what is malformed", () => {
    for (const query of [
      "",
      "payment=paypal",
      "payment=credit_card",
      "payment=credit_card&installments=4",
      "payment=credit_card&installments=03x",
      "payment=door",
      "payment=door&door=cheque",
      "payment=wire_transfer",
      "payment=wire_transfer&account=9",
      "payment=wire_transfer&account=1e1",
      "payment=wire_transfer&account=-1",
    ]) {
      expect(parsePaymentChoice(params(query), offer), query).toBeNull();
    }
    expect(parsePaymentChoice(params("payment=door&door=cash"), { ...offer, methods: ["wire_transfer"] })).toBeNull();
  });

  it("round-trips through paymentSearch", () => {
    for (const choice of [
      { method: "door", doorType: "CARD" },
      { method: "wire_transfer", bankAccountId: 3 },
      { method: "credit_card", installments: 6 },
    ] as const) {
      expect(parsePaymentChoice(params(paymentSearch(choice).slice(1)), offer)).toEqual(choice);
    }
  });

  it("pre-selects the first method's first option, or the asked method's", () => {
    expect(defaultPaymentChoice(offer)).toEqual({ method: "door", doorType: "CASH" });
    expect(defaultPaymentChoice(offer, "wire_transfer")).toEqual({ method: "wire_transfer", bankAccountId: 1 });
    expect(defaultPaymentChoice(offer, "paypal")).toEqual({ method: "door", doorType: "CASH" });
    expect(defaultPaymentChoice(offer, "credit_card")).toEqual({ method: "credit_card", installments: 1 });
    expect(defaultPaymentChoice({ methods: [], doorTypes: [], bankAccountIds: [], installmentCounts: [] })).toBeNull();
    expect(defaultPaymentChoice({ methods: ["wire_transfer"], doorTypes: [], bankAccountIds: [], installmentCounts: [] })).toBeNull();
  });

  it("accepts only UUID idempotency keys", () => {
    expect(isIdempotencyKey("0b8f7a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b")).toBe(true);
    expect(isIdempotencyKey("not-a-key")).toBe(false);
    expect(isIdempotencyKey(null)).toBe(false);
  });
});
