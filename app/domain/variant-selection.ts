// Variant selection on the product page. The same functions run in the loader (selection from `?p1=&p2=` links, so it
// works without JavaScript) and in the browser (instant choice with JavaScript).

export interface PropertyOption {
  id: number;
  name: string;
  /** property1 items: false = out of stock, not selectable. */
  hasStock?: boolean;
  /** property2 items: false = hidden. */
  isActive?: boolean;
}

export interface PropertyGroup {
  categoryName: string;
  options: PropertyOption[];
}

export interface SubProduct {
  id: number;
  property1: number | null;
  property2: number | null;
  /** false: the shop does not offer this combination. */
  isActive: boolean;
  /** Offered and has stock. */
  inStock: boolean;
  sellingPriceMinor: number;
  discountedPriceMinor: number | null;
}

export interface VariantProduct {
  property1: PropertyGroup | null;
  property2: PropertyGroup | null;
  subProducts: SubProduct[];
  sellingPriceMinor: number;
  discountedPriceMinor: number | null;
  onSale: boolean;
}

export interface VariantSelection {
  property1: number | null;
  property2: number | null;
  subProductId: number | null;
}

export type SelectionRefusal =
  | { reason: "chooseFirst"; categoryName: string }
  | { reason: "outOfStock"; optionName: string }
  | { reason: "unavailable"; optionName: string };

export interface SelectionResult {
  selection: VariantSelection;
  refusal: SelectionRefusal | null;
}

export const EMPTY_SELECTION: VariantSelection = { property1: null, property2: null, subProductId: null };

const hasGroup = (group: PropertyGroup | null): group is PropertyGroup => !!group && group.options.length > 0;

/** property2 options a shopper may see: inactive ones are hidden. */
export function visibleProperty2Options(product: VariantProduct): PropertyOption[] {
  return product.property2?.options.filter((option) => option.isActive !== false) ?? [];
}

/**
 * What a property2 option is worth with the chosen property1: "available" only when an offered sub-product with stock
 * has both values; "unavailable" when the combination is not offered (missing or inactive sub-product), "outOfStock"
 * when it is offered but sold out. Before a property1 is chosen every visible option is available (choosing one then
 * asks for property1 first).
 */
export type Property2State = "available" | "outOfStock" | "unavailable";

export function property2State(product: VariantProduct, property1: number | null, property2: number): Property2State {
  if (property1 === null) return "available";
  const sub = product.subProducts.find((item) => item.property1 === property1 && item.property2 === property2 && item.isActive);
  if (!sub) return "unavailable";
  return sub.inStock ? "available" : "outOfStock";
}

export function isProperty2Available(product: VariantProduct, property1: number | null, property2: number): boolean {
  return property2State(product, property1, property2) === "available";
}

function findSubProduct(product: VariantProduct, property1: number | null, property2: number | null) {
  return product.subProducts.find((sub) => sub.property1 === property1 && sub.property2 === property2) ?? null;
}

/** Choosing property1 resets property2 and the sub-product; with no property2 the matching sub-product is picked. */
export function selectProperty1(product: VariantProduct, current: VariantSelection, id: number): SelectionResult {
  const option = product.property1?.options.find((item) => item.id === id);
  if (!option) return { selection: current, refusal: null };
  if (option.hasStock === false) return { selection: current, refusal: { reason: "outOfStock", optionName: option.name } };
  const sub = hasGroup(product.property2) ? null : findSubProduct(product, id, null);
  return { selection: { property1: id, property2: null, subProductId: sub?.id ?? null }, refusal: null };
}

/** property2 needs property1 first (the warning toast names the first category); only valid options are taken. */
export function selectProperty2(product: VariantProduct, current: VariantSelection, id: number): SelectionResult {
  const option = visibleProperty2Options(product).find((item) => item.id === id);
  if (!option) return { selection: current, refusal: null };
  if (current.property1 === null && hasGroup(product.property1)) {
    return { selection: current, refusal: { reason: "chooseFirst", categoryName: product.property1.categoryName } };
  }
  const state = property2State(product, current.property1, id);
  if (state !== "available") return { selection: current, refusal: { reason: state, optionName: option.name } };
  const sub = findSubProduct(product, current.property1, id);
  return { selection: { ...current, property2: id, subProductId: sub?.id ?? null }, refusal: null };
}

/** The selection a URL asks for (`?p1=&p2=`), applied in the shopper's order: first property1, then property2. */
export function selectionFromParams(product: VariantProduct, p1: number | null, p2: number | null): SelectionResult {
  let selection = EMPTY_SELECTION;
  let refusal: SelectionRefusal | null = null;
  if (p1 !== null) ({ selection, refusal } = selectProperty1(product, selection, p1));
  if (p2 !== null) {
    const second = selectProperty2(product, selection, p2);
    selection = second.selection;
    refusal = refusal ?? second.refusal;
  }
  return { selection, refusal };
}

/** The chosen sub-product's prices replace the product's; a discounted price puts it on sale. */
export function effectivePrices(product: VariantProduct, selection: VariantSelection) {
  const sub = product.subProducts.find((item) => item.id === selection.subProductId);
  if (!sub) {
    return {
      sellingPriceMinor: product.sellingPriceMinor,
      discountedPriceMinor: product.discountedPriceMinor,
      onSale: product.onSale,
    };
  }
  return {
    sellingPriceMinor: sub.sellingPriceMinor,
    discountedPriceMinor: sub.discountedPriceMinor,
    onSale: sub.discountedPriceMinor ? true : product.onSale,
  };
}

/** Groups the shopper still has to choose, in order (for the add-to-cart "{name} seçiniz" warning). */
export function missingGroups(product: VariantProduct, selection: VariantSelection): string[] {
  const missing: string[] = [];
  if (hasGroup(product.property1) && selection.property1 === null) missing.push(product.property1.categoryName);
  if (visibleProperty2Options(product).length > 0 && selection.property2 === null) {
    missing.push(product.property2!.categoryName);
  }
  return missing;
}
