// GraphQL documents that carry the types of their answer and variables, so a test reads `res.body.data.cart`
// without a cast. The types come from graphql-server/generated/resolvers-types.ts: `Pick<Query, "cart">` names the
// root fields a document selects. Those types describe every field of the schema type, not only the selected ones:
// reading a field the document does not select type-checks and is undefined at run time.
import { expect } from "vitest";

export interface TypedDocument<TData, TVars> {
  readonly source: string;
  /** Never set: carries the types to t.gql/t.exec. */
  readonly __types?: (vars: TVars) => TData;
}

export type Variables = Record<string, unknown>;

export function gql<TData, TVars extends Variables = Variables>(source: string): TypedDocument<TData, TVars> {
  return { source };
}

export const sourceOf = (document: string | TypedDocument<unknown, never>): string => (typeof document === "string" ? document : document.source);

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * A result union (`Cart | CartError`) with every member's fields readable: `__typename` tells which member came, the
 * others' fields are undefined. For helpers that hand a result on to `toMatchObject` checks.
 */
export type AnyOf<U extends { __typename?: string }> = { __typename: NonNullable<U["__typename"]> } & Partial<
  UnionToIntersection<U extends unknown ? Omit<U, "__typename"> : never>
>;

/** Asserts which member of a result union came back and narrows to it. */
export function expectTypename<U extends { __typename?: string }, N extends NonNullable<U["__typename"]>>(
  value: U | null | undefined,
  typename: N,
): Extract<U, { __typename?: N }> {
  expect(value?.__typename, JSON.stringify(value)).toBe(typename);
  return value as Extract<U, { __typename?: N }>;
}
