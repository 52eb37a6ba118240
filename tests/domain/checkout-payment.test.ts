import { describe, expect, it } from "vitest";
import { defaultPaymentChoice, isIdempotencyKey, parsePaymentChoice, paymentKindOf, paymentSearch, type Offer } from "../../app/domain/checkout-payment";

// Methods by kind, whatever their codes: two card methods (the shop's acquirer and iyzico) and a hosted one.
const offer: Offer = {
  methods: [
    { code: "door", kind: "cash_on_delivery", doorTypes: ["cash", "card"], installmentCounts: [] },
    { code: "wire_transfer", kind: "bank_transfer", doorTypes: [], installmentCounts: [] },
    { code: "credit_card", kind: "card", doorTypes: [], installmentCounts: [1, 3, 6] },
    { code: "iyzico", kind: "card", doorTypes: [], installmentCounts: [1, 2, 3, 6, 9] },
    { code: "paytr", kind: "hosted_card", doorTypes: [], installmentCounts: [1] },
  ],
  bankAccountIds: [1, 2, 3],
};
const params = (query: string) => new URLSearchParams(query);

describe("payment choice in the query string", () => {
  it("reads cash or card at the door", () => {
    expect(parsePaymentChoice(params("payment=door&door=cash"), offer)).toEqual({ kind: "cash_on_delivery", method: "door", doorType: "CASH" });
    expect(parsePaymentChoice(params("payment=door&door=CARD"), offer)).toEqual({ kind: "cash_on_delivery", method: "door", doorType: "CARD" });
  });

  it("reads a wire transfer with one of the shop's accounts (the door choice of the other method is ignored)", () => {
    expect(parsePaymentChoice(params("door=cash&payment=wire_transfer&account=2"), offer)).toEqual({ kind: "bank_transfer", method: "wire_transfer", bankAccountId: 2 });
  });

  it("reads any card method with one of its own installment counts", () => {
    expect(parsePaymentChoice(params("payment=credit_card&installments=3"), offer)).toEqual({ kind: "card", method: "credit_card", installments: 3 });
    expect(parsePaymentChoice(params("payment=iyzico&installments=9"), offer)).toEqual({ kind: "card", method: "iyzico", installments: 9 });
    expect(parsePaymentChoice(params("payment=credit_card&installments=9"), offer)).toBeNull();
    expect(parsePaymentChoice(params("payment=paytr"), offer)).toEqual({ kind: "hosted_card", method: "paytr" });
  });

  it("refuses what the shop does not offer or what is malformed", () => {
    for (const query of [
      "",
      "payment=paypal",
      "payment=credit_card",
      "payment=iyzico",
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
    expect(parsePaymentChoice(params("payment=door&door=cash"), { ...offer, methods: offer.methods.slice(1) })).toBeNull();
  });

  it("round-trips through paymentSearch", () => {
    for (const choice of [
      { kind: "cash_on_delivery", method: "door", doorType: "CARD" },
      { kind: "bank_transfer", method: "wire_transfer", bankAccountId: 3 },
      { kind: "card", method: "credit_card", installments: 6 },
      { kind: "card", method: "iyzico", installments: 2 },
      { kind: "hosted_card", method: "paytr" },
    ] as const) {
      expect(parsePaymentChoice(params(paymentSearch(choice).slice(1)), offer)).toEqual(choice);
    }
  });

  it("pre-selects the first method's first option, or the asked method's", () => {
    expect(defaultPaymentChoice(offer)).toEqual({ kind: "cash_on_delivery", method: "door", doorType: "CASH" });
    expect(defaultPaymentChoice(offer, "wire_transfer")).toEqual({ kind: "bank_transfer", method: "wire_transfer", bankAccountId: 1 });
    expect(defaultPaymentChoice(offer, "paypal")).toEqual({ kind: "cash_on_delivery", method: "door", doorType: "CASH" });
    expect(defaultPaymentChoice(offer, "iyzico")).toEqual({ kind: "card", method: "iyzico", installments: 1 });
    expect(defaultPaymentChoice({ methods: [], bankAccountIds: [] })).toBeNull();
    expect(defaultPaymentChoice({ methods: [offer.methods[1]], bankAccountIds: [] })).toBeNull();
  });

  it("knows the server's kinds and nothing else", () => {
    expect(paymentKindOf("CARD")).toBe("card");
    expect(paymentKindOf("HOSTED_CARD")).toBe("hosted_card");
    expect(paymentKindOf("BANK_TRANSFER")).toBe("bank_transfer");
    expect(paymentKindOf("CASH_ON_DELIVERY")).toBe("cash_on_delivery");
    expect(paymentKindOf("CRYPTO")).toBeNull();
    expect(paymentKindOf(null)).toBeNull();
  });

  it("accepts only UUID idempotency keys", () => {
    expect(isIdempotencyKey("0b8f7a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b")).toBe(true);
    expect(isIdempotencyKey("not-a-key")).toBe(false);
    expect(isIdempotencyKey(null)).toBe(false);
  });
});
