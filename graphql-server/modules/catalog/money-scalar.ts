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
