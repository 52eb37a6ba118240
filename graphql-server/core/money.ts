// The Money scalar: an integer count of minor units, exact up to 2^53 − 1 (GraphQL's Int stops at 2^31 − 1,
// 21,474,836.47 TL). Serialised as a JSON number; input accepts integer literals and JSON integers.
import { GraphQLError, GraphQLScalarType, Kind } from "graphql";

function asMinor(value: unknown): number {
  const n = typeof value === "string" && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isSafeInteger(n)) {
    throw new GraphQLError("Money must be an integer number of minor units", { extensions: { code: "BAD_USER_INPUT" } });
  }
  return n;
}

export const MoneyScalar = new GraphQLScalarType({
  name: "Money",
  description: "Integer minor units (kuruş, cents); exact up to 2^53 − 1.",
  serialize: (value) => asMinor(value),
  parseValue: (value) => {
    if (typeof value !== "number") throw new GraphQLError("Money must be a JSON number", { extensions: { code: "BAD_USER_INPUT" } });
    return asMinor(value);
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.INT) throw new GraphQLError("Money must be an integer literal", { extensions: { code: "BAD_USER_INPUT" } });
    return asMinor(ast.value);
  },
});

/** Rounds half away from zero to a whole number (a whole minor unit). */
export function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.round(Math.abs(value) + 1e-9);
  return value < 0 ? -rounded : rounded;
}

/** Rounds a major-unit amount to 2 decimals, half away from zero (1.005 → 1.01). */
export function round2(value: number): number {
  // toPrecision strips binary noise (1.005 is 1.00499999…) before the decimal shift.
  const shifted = Number((Math.abs(value) * 100).toPrecision(15));
  const rounded = Math.round(shifted) / 100;
  return value < 0 ? -rounded : rounded;
}

/** Major units (12.5 TL) → minor units (1250), rounded to a whole minor unit. */
export const toMinor = (major: number, decimals = 2): number => roundHalfAwayFromZero(major * 10 ** decimals);
/** Minor units → major units (the legacy REST replies show major units). */
export const toMajor = (minor: number, decimals = 2): number => round2(minor / 10 ** decimals);

/** A discount percent is clamped to 0–100. */
export const clampPercent = (percent: number): number => Math.min(100, Math.max(0, percent));

/** Applies a percent discount (clamped 0–100) and rounds to a whole minor unit. */
export function applyPercentDiscount(amountMinor: number, percent: number): number {
  return roundHalfAwayFromZero((amountMinor * (100 - clampPercent(percent))) / 100);
}

/** An amount discount never takes the amount below 0. */
export function applyAmountDiscount(amountMinor: number, discountMinor: number): number {
  return Math.max(0, amountMinor - Math.max(0, discountMinor));
}
