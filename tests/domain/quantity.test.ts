import { describe, expect, it } from "vitest";
import {
  clampQuantity,
  decrementQuantity,
  incrementQuantity,
  quantityBounds,
  quantityOnBlur,
} from "../../app/domain/quantity";

describe("quantity rules", () => {
  it("never goes below 1", () => {
    expect(clampQuantity(0, {})).toBe(1);
    expect(clampQuantity(-5, {})).toBe(1);
    expect(decrementQuantity(1, {})).toBe(1);
  });
  it("respects member_min_order and member_max_order when set", () => {
    const limits = { minOrder: 3, maxOrder: 10 };
    expect(clampQuantity(1, limits)).toBe(3);
    expect(clampQuantity(11, limits)).toBe(10);
    expect(incrementQuantity(10, limits)).toBe(10);
    expect(decrementQuantity(3, limits)).toBe(3);
    expect(incrementQuantity(4, limits)).toBe(5);
  });
  it("treats 0 / null limits as not set", () => {
    expect(quantityBounds({ minOrder: 0, maxOrder: null })).toEqual({ min: 1, max: Number.POSITIVE_INFINITY });
    expect(clampQuantity(500, { maxOrder: 0 })).toBe(500);
  });
  it("plus from empty starts at min order + 1, or 2", () => {
    expect(incrementQuantity(null, {})).toBe(2);
    expect(incrementQuantity(null, { minOrder: 3 })).toBe(4);
    expect(incrementQuantity(null, { minOrder: 3, maxOrder: 3 })).toBe(3);
  });
  it("minus from empty goes to min order − 1 (clamped back to the minimum), or 1", () => {
    expect(decrementQuantity(null, {})).toBe(1);
    expect(decrementQuantity(null, { minOrder: 3 })).toBe(3);
  });
  it("blur parses the text and clamps it", () => {
    expect(quantityOnBlur("7", {})).toBe(7);
    expect(quantityOnBlur(" 12 ", { maxOrder: 5 })).toBe(5);
    expect(quantityOnBlur("", { minOrder: 2 })).toBe(2);
    expect(quantityOnBlur("abc", {})).toBe(1);
    expect(quantityOnBlur("2.7", {})).toBe(2);
  });
  it("a max below the min does not make the product unbuyable", () => {
    expect(clampQuantity(1, { minOrder: 5, maxOrder: 2 })).toBe(5);
  });
});
