// What the card step may send while a number is typed: the BIN alone — the first 6 to 8 digits once there are 6 —
// whatever the shopper typed (spaces, dashes, a whole number, letters).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { binOf, chosenPlan, plansOf, singlePlan } from "../../app/domain/card-bin";

describe("binOf", () => {
  it("is the first 6 to 8 digits of a typed number, or nothing", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d -]{0,30}$/), (typed) => {
        const digits = typed.replace(/[\s-]/g, "");
        const bin = binOf(typed);
        if (digits.length < 6) expect(bin).toBeNull();
        else expect(bin).toBe(digits.slice(0, 8));
      }),
    );
  });
  it("never answers for text that is not a card number", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => /[^\d\s-]/.test(s)),
        (typed) => {
          expect(binOf(typed)).toBeNull();
        },
      ),
    );
  });
});

describe("the plan offered", () => {
  const card = {
    scheme: null,
    bankName: null,
    family: null,
    kind: null,
    installments: [singlePlan(100), { count: 3, interestBasisPoints: 300, firstInstallmentMinor: 35, perInstallmentMinor: 34, totalMinor: 103 }],
  };
  it("is the chosen one when the card offers it, else the single payment", () => {
    expect(chosenPlan(plansOf(card, 100), 3).totalMinor).toBe(103);
    expect(chosenPlan(plansOf(card, 100), 9).count).toBe(1);
    expect(chosenPlan(plansOf(null, 100), 3)).toEqual(singlePlan(100));
  });
});
