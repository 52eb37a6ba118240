// Members made the way the storefront makes them: registerCustomer through the shop's GraphQL API, with a unique
// email and phone, so the password hash, consents and session are the real ones.
import { expect } from "vitest";
import type { RegisterCustomerInput } from "../../../graphql-server/generated/resolvers-types.js";
import type { TestShop } from "../test-shop.js";

export const REGISTER = `mutation Register($input: RegisterCustomerInput!, $language: String) {
  registerCustomer(input: $input, language: $language) {
    __typename
    ... on CustomerSession { token expiresAt customer { id firstName lastName email phone } }
    ... on FormError { code message field fields { field message } }
  }
}`;

let counter = 0;

/** Registration details nobody else in this database has (email and phone are unique per member). */
export function memberInput(extra: RegisterCustomerInput = {}): RegisterCustomerInput & { email: string; password: string; phone: string } {
  counter += 1;
  const n = `${Date.now() % 1_000_000}${counter}`.slice(-7).padStart(7, "0");
  return {
    firstName: "Ayşe",
    lastName: "Yılmaz",
    email: `member${n}-${Math.random().toString(36).slice(2, 6)}@example.shop`,
    phone: `0532${n}`,
    password: "correct horse battery",
    kvkk: true,
    membership: true,
    ...extra,
  } as RegisterCustomerInput & { email: string; password: string; phone: string };
}

export interface Member {
  id: number;
  token: string;
  email: string;
  phone: string;
  password: string;
}

/** A new member, signed in; returns its id, token and credentials. */
export async function registerMember(t: TestShop, extra: RegisterCustomerInput = {}): Promise<Member> {
  const input = memberInput(extra);
  const res = await t.exec<{ registerCustomer: { __typename: string; token: string; customer: { id: number } } }>(REGISTER, { variables: { input } });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  expect(res.data!.registerCustomer.__typename, JSON.stringify(res.data)).toBe("CustomerSession");
  const session = res.data!.registerCustomer;
  return { id: session.customer.id, token: session.token, email: input.email, phone: input.phone, password: input.password };
}
