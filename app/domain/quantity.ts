// Quantity rules of the product page: minimum 1, never below member_min_order nor above member_max_order when those
// are set. The input may be empty (the shopper cleared it), hence `null`.

export interface QuantityLimits {
  /** member_min_order; 0/null means "not set". */
  minOrder?: number | null;
  /** member_max_order; 0/null means "not set". */
  maxOrder?: number | null;
}

export const MIN_QUANTITY = 1;

function lowerBound(limits: QuantityLimits): number {
  return Math.max(MIN_QUANTITY, limits.minOrder && limits.minOrder > 0 ? Math.floor(limits.minOrder) : MIN_QUANTITY);
}

function upperBound(limits: QuantityLimits): number {
  return limits.maxOrder && limits.maxOrder > 0 ? Math.floor(limits.maxOrder) : Number.POSITIVE_INFINITY;
}

export function quantityBounds(limits: QuantityLimits): { min: number; max: number } {
  const min = lowerBound(limits);
  // A max below the min (bad data) cannot make the product unbuyable: the min wins.
  return { min, max: Math.max(min, upperBound(limits)) };
}

export function clampQuantity(value: number, limits: QuantityLimits): number {
  const { min, max } = quantityBounds(limits);
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** Plus: from an empty field, one above the minimum — member_min_order + 1 (or 2 when no min is set). */
export function incrementQuantity(current: number | null, limits: QuantityLimits): number {
  const next = current === null ? (limits.minOrder ? limits.minOrder + 1 : 2) : current + 1;
  return clampQuantity(next, limits);
}

/** Minus: from an empty field, member_min_order − 1 (or 1); the clamp then keeps it at the minimum. */
export function decrementQuantity(current: number | null, limits: QuantityLimits): number {
  const next = current === null ? (limits.minOrder ? limits.minOrder - 1 : 1) : current - 1;
  return clampQuantity(next, limits);
}

/** The input's text as a quantity (empty/garbage → null, the "empty" state of the plus/minus rules). */
export function parseQuantity(text: string | null | undefined): number | null {
  if (text == null) return null;
  const value = Number.parseInt(text.trim(), 10);
  return Number.isFinite(value) ? value : null;
}

/** Blur: parse to a number and clamp (empty becomes the minimum). */
export function quantityOnBlur(text: string, limits: QuantityLimits): number {
  const parsed = parseQuantity(text);
  return clampQuantity(parsed ?? Number.NaN, limits);
}
