import { describe, expect, it } from "vitest";
import { buildIban, formatIban, ibanCheckDigits, isValidIban, normalizeIban } from "./iban.js";

describe("iban", () => {
  it("accepts the standard's examples in any spacing and case", () => {
    expect(isValidIban("GB82 WEST 1234 5698 7654 32")).toBe(true);
    expect(isValidIban("de89370400440532013000")).toBe(true);
    expect(isValidIban("TR33 0006 1005 1978 6457 8413 26")).toBe(true);
  });

  it("rejects a wrong check digit, a swapped digit, a wrong length and junk", () => {
    expect(isValidIban("TR340006100519786457841326")).toBe(false);
    expect(isValidIban("TR330006100519786457841362")).toBe(false);
    expect(isValidIban("TR33000610051978645784132")).toBe(false);
    expect(isValidIban("DE8937040044053201300")).toBe(false);
    expect(isValidIban("")).toBe(false);
    expect(isValidIban("TR33-0006-1005")).toBe(false);
    expect(isValidIban("1234567890123456")).toBe(false);
  });

  it("computes check digits that validate", () => {
    expect(ibanCheckDigits("TR", "0006100519786457841326")).toBe("33");
    expect(ibanCheckDigits("GB", "WEST12345698765432")).toBe("82");
    const built = buildIban("TR", "00010 0 0042873651000010");
    expect(built).toBe("TR800001000042873651000010");
    expect(isValidIban(built)).toBe(true);
    // A check value below 10 keeps its leading zero.
    for (let n = 0; n < 200; n++) {
      const iban = buildIban("TR", `000620${String(n).padStart(16, "0")}`);
      expect(iban).toHaveLength(26);
      expect(isValidIban(iban)).toBe(true);
    }
  });

  it("normalises and formats", () => {
    expect(normalizeIban(" tr80 0001 0000 4287 3651 0000 10 ")).toBe("TR800001000042873651000010");
    expect(formatIban("TR800001000042873651000010")).toBe("TR80 0001 0000 4287 3651 0000 10");
  });
});
