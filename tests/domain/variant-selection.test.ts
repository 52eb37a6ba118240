import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkAddToCart } from "../../app/domain/add-to-cart-validation";
import {
  EMPTY_SELECTION,
  effectivePrices,
  isProperty2Available,
  property2State,
  selectionFromParams,
  selectProperty1,
  selectProperty2,
  visibleProperty2Options,
  type VariantProduct,
} from "../../app/domain/variant-selection";

// A sofa in two colours (Grey out of stock) and two sizes; 3-seat Black is discounted.
const sofa: VariantProduct = {
  property1: {
    categoryName: "Renk",
    options: [
      { id: 1, name: "Siyah", hasStock: true },
      { id: 2, name: "Gri", hasStock: false },
      { id: 3, name: "Bej", hasStock: true },
    ],
  },
  property2: {
    categoryName: "Boyut",
    options: [
      { id: 10, name: "2'li", isActive: true },
      { id: 11, name: "3'lü", isActive: true },
      { id: 12, name: "Köşe", isActive: false },
    ],
  },
  subProducts: [
    { id: 100, property1: 1, property2: 10, isActive: true, inStock: true, sellingPriceMinor: 1_200_000, discountedPriceMinor: null },
    { id: 101, property1: 1, property2: 11, isActive: true, inStock: true, sellingPriceMinor: 1_640_000, discountedPriceMinor: 1_558_800 },
    { id: 102, property1: 3, property2: 10, isActive: true, inStock: true, sellingPriceMinor: 1_250_000, discountedPriceMinor: null },
    // Beige 3-seat is not offered (inactive sub-product); Grey exists but nothing is in stock.
    { id: 103, property1: 3, property2: 11, isActive: false, inStock: false, sellingPriceMinor: 1_690_000, discountedPriceMinor: null },
    { id: 104, property1: 2, property2: 10, isActive: true, inStock: false, sellingPriceMinor: 1_200_000, discountedPriceMinor: null },
  ],
  sellingPriceMinor: 1_200_000,
  discountedPriceMinor: null,
  onSale: false,
};

// A lamp with one group only.
const lamp: VariantProduct = {
  property1: { categoryName: "Renk", options: [{ id: 1, name: "Beyaz", hasStock: true }, { id: 2, name: "Altın", hasStock: true }] },
  property2: null,
  subProducts: [
    { id: 200, property1: 1, property2: null, isActive: true, inStock: true, sellingPriceMinor: 99_900, discountedPriceMinor: null },
    { id: 201, property1: 2, property2: null, isActive: true, inStock: true, sellingPriceMinor: 129_900, discountedPriceMinor: 109_900 },
  ],
  sellingPriceMinor: 99_900,
  discountedPriceMinor: null,
  onSale: false,
};

describe("variant selection", () => {
  it("choosing property1 resets property2 and the sub-product", () => {
    const chosen = { property1: 1, property2: 11, subProductId: 101 };
    expect(selectProperty1(sofa, chosen, 3).selection).toEqual({ property1: 3, property2: null, subProductId: null });
  });

  it("with no property2 the matching sub-product is picked and its prices replace the product's", () => {
    const { selection } = selectProperty1(lamp, EMPTY_SELECTION, 2);
    expect(selection.subProductId).toBe(201);
    expect(effectivePrices(lamp, selection)).toEqual({
      sellingPriceMinor: 129_900,
      discountedPriceMinor: 109_900,
      onSale: true,
    });
    const white = selectProperty1(lamp, selection, 1).selection;
    expect(effectivePrices(lamp, white)).toEqual({ sellingPriceMinor: 99_900, discountedPriceMinor: null, onSale: false });
  });

  it("with property2 only valid second options are active, inactive ones are hidden", () => {
    expect(visibleProperty2Options(sofa).map((option) => option.id)).toEqual([10, 11]);
    expect(isProperty2Available(sofa, 3, 10)).toBe(true);
    expect(isProperty2Available(sofa, 3, 11)).toBe(false);
    const beige = selectProperty1(sofa, EMPTY_SELECTION, 3).selection;
    expect(selectProperty2(sofa, beige, 11)).toEqual({
      selection: beige,
      refusal: { reason: "unavailable", optionName: "3'lü" },
    });
    expect(selectProperty2(sofa, beige, 12).selection).toEqual(beige);
  });

  it("an inactive sub-product's combination is not offered, a sold-out one is out of stock; neither is chosen", () => {
    expect(property2State(sofa, 3, 11)).toBe("unavailable");
    expect(property2State(sofa, 2, 10)).toBe("outOfStock");
    expect(selectionFromParams(sofa, 3, 11)).toEqual({
      selection: { property1: 3, property2: null, subProductId: null },
      refusal: { reason: "unavailable", optionName: "3'lü" },
    });
  });

  it("accepts exactly the second options that an active, in-stock sub-product has with the first choice", () => {
    const sub = fc.record({
      property1: fc.integer({ min: 1, max: 3 }),
      property2: fc.integer({ min: 10, max: 12 }),
      isActive: fc.boolean(),
      inStock: fc.boolean(),
    });
    const anyProduct = fc.uniqueArray(sub, { selector: (s) => `${s.property1}-${s.property2}`, maxLength: 9 }).map(
      (subs): VariantProduct => ({
        property1: { categoryName: "Renk", options: [1, 2, 3].map((id) => ({ id, name: `c${id}`, hasStock: true })) },
        property2: { categoryName: "Boyut", options: [10, 11, 12].map((id) => ({ id, name: `s${id}`, isActive: true })) },
        subProducts: subs.map((s, index) => ({ id: index + 1, ...s, inStock: s.isActive && s.inStock, sellingPriceMinor: 100, discountedPriceMinor: null })),
        sellingPriceMinor: 100,
        discountedPriceMinor: null,
        onSale: false,
      }),
    );
    fc.assert(
      fc.property(anyProduct, fc.integer({ min: 1, max: 3 }), fc.integer({ min: 10, max: 12 }), (product, p1, p2) => {
        const { selection, refusal } = selectionFromParams(product, p1, p2);
        const offered = product.subProducts.find((s) => s.property1 === p1 && s.property2 === p2 && s.isActive && s.inStock);
        expect(selection.subProductId).toBe(offered?.id ?? null);
        expect(refusal === null).toBe(!!offered);
        expect(isProperty2Available(product, p1, p2)).toBe(!!offered);
      }),
    );
  });

  it("picks the sub-product of both choices; a discounted price puts it on sale", () => {
    const black = selectProperty1(sofa, EMPTY_SELECTION, 1).selection;
    const { selection } = selectProperty2(sofa, black, 11);
    expect(selection).toEqual({ property1: 1, property2: 11, subProductId: 101 });
    expect(effectivePrices(sofa, selection)).toEqual({
      sellingPriceMinor: 1_640_000,
      discountedPriceMinor: 1_558_800,
      onSale: true,
    });
  });

  it("refuses property2 before property1, naming the first category", () => {
    expect(selectProperty2(sofa, EMPTY_SELECTION, 10)).toEqual({
      selection: EMPTY_SELECTION,
      refusal: { reason: "chooseFirst", categoryName: "Renk" },
    });
  });

  it("does not select an out-of-stock property1 item", () => {
    expect(selectProperty1(sofa, EMPTY_SELECTION, 2)).toEqual({
      selection: EMPTY_SELECTION,
      refusal: { reason: "outOfStock", optionName: "Gri" },
    });
  });

  it("reads a selection from the URL in the shopper's order", () => {
    expect(selectionFromParams(sofa, 1, 11).selection.subProductId).toBe(101);
    expect(selectionFromParams(sofa, null, 11).refusal).toEqual({ reason: "chooseFirst", categoryName: "Renk" });
    expect(selectionFromParams(sofa, 99, null)).toEqual({ selection: EMPTY_SELECTION, refusal: null });
  });
});

describe("add-to-cart checks", () => {
  const base = {
    productId: 7,
    quantity: 1,
    hasProperty: true,
    product: sofa,
    selection: EMPTY_SELECTION,
    personalizations: [{ id: 5, name: "İsim", isRequired: true }, { id: 6, name: "Not", isRequired: false }],
    values: {},
  };

  it("needs a quantity and a product", () => {
    expect(checkAddToCart({ ...base, quantity: null })).toEqual({ ok: false, tone: "error", messageKey: "addToCart.failed" });
    expect(checkAddToCart({ ...base, productId: null })).toMatchObject({ messageKey: "addToCart.failed" });
  });

  it("asks for each missing variant group by its category name, first group first", () => {
    expect(checkAddToCart(base)).toEqual({
      ok: false,
      tone: "warning",
      messageKey: "addToCart.choose",
      params: { name: "Renk" },
    });
    const black = selectProperty1(sofa, EMPTY_SELECTION, 1).selection;
    expect(checkAddToCart({ ...base, selection: black })).toMatchObject({ params: { name: "Boyut" } });
  });

  it("flags a required personalization without a value", () => {
    const selection = { property1: 1, property2: 10, subProductId: 100 };
    expect(checkAddToCart({ ...base, selection, values: { 5: "  " } })).toEqual({
      ok: false,
      tone: "warning",
      messageKey: "addToCart.incorrect",
      params: { name: "İsim" },
      fieldId: 5,
    });
    expect(checkAddToCart({ ...base, selection, values: { 5: "Ayşe" } })).toEqual({ ok: true });
  });
});
