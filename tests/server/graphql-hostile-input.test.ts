// Every root field of the schema, called with generated hostile arguments, answers without a 5xx or an internal
// error and without leaking a stack or SQL, and leaves another shopper's cart, addresses and orders as they were. The
// arguments are built from the schema itself (so a new field or input type is covered without new code): numbers at
// and past the 32-bit and float limits, negative and fractional where whole ones are expected, long texts with `;`,
// quotes and SQL-looking pieces, control characters, wrong types, unknown enum values, nulls for required values,
// and input objects nested as deep as their types go.
import fc from "fast-check";
import {
  buildSchema,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "../support/factories/catalog.js";
import { createOrder } from "../support/factories/order.js";
import { registerMember } from "../support/factories/member.js";
import { bearer, guestWithCart, newGuest, readyForCheckout } from "../support/factories/shopper.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
beforeAll(async () => {
  // Hostile callers must meet the same limits as everyone else; a limit answer is a fine answer here.
  t = await startTestShop();
});
afterAll(() => t?.close());

const schema = buildSchema(readFileSync(path.resolve(__dirname, "../../schema.graphql"), "utf8"));

const INT_EDGES = [0, -1, 1, 2147483647, 2147483648, -2147483648, -2147483649, 2 ** 53 + 2, 1e20, 1.5, -0.5];
const FLOAT_EDGES = [0, -0.01, 1e308, -1e308, 1e20, 0.005, 123456789.123456];
const TEXT_EDGES = [
  "",
  " ",
  ";",
  "'; drop table cart; --",
  '" or 1=1 --',
  "%_\\",
  "a\u0000b",
  // Escapes that decode to a control character or broken UTF-8, once or twice: for fields that take a URL's path.
  "%00",
  "a%2500b",
  "%C0%AF",
  "\u0007\u001b[31m",
  "\ud800",
  "İıŞşĞğ ال طاولة 🛋️",
  "x".repeat(5000),
  "0",
  "-1",
  "2147483648",
];

const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TEXT_EDGES) },
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
);
/** A value of another type than asked for: GraphQL's own coercion must refuse it with a 400, never a 500. */
const wrongType = fc.constantFrom<unknown>("text", 1.5, true, { a: 1 }, [1, 2], -1);

function valueFor(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return fc.oneof({ weight: 40, arbitrary: valueFor(type.ofType, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) return fc.oneof(fc.array(valueFor(type.ofType, depth), { maxLength: 3 }), fc.constant([]));
  const named = getNamedType(type);
  if (isEnumType(named)) return fc.oneof(fc.constantFrom(...named.getValues().map((v) => v.name)), fc.constant("NOT_A_VALUE"));
  if (isInputObjectType(named)) {
    if (depth > 4) return fc.constant(null);
    const fields = Object.values(named.getFields());
    return fc.oneof(
      { weight: 40, arbitrary: fc.record(Object.fromEntries(fields.map((f) => [f.name, valueFor(f.type, depth + 1)])), { requiredKeys: [] }) },
      { weight: 1, arbitrary: wrongType },
    );
  }
  const scalar: Record<string, fc.Arbitrary<unknown>> = {
    Int: fc.oneof(fc.constantFrom(...INT_EDGES), fc.integer()),
    Float: fc.oneof(fc.constantFrom(...FLOAT_EDGES), fc.double({ noNaN: true, noDefaultInfinity: true })),
    Money: fc.oneof(fc.constantFrom(...INT_EDGES, ...FLOAT_EDGES), fc.integer()),
    Boolean: fc.boolean(),
    String: hostileText,
    ID: hostileText,
  };
  return fc.oneof({ weight: 40, arbitrary: scalar[named.name] ?? hostileText }, { weight: 1, arbitrary: wrongType });
}

interface Target {
  field: string;
  document: string;
  args: fc.Arbitrary<Record<string, unknown>>;
}

function typeName(type: GraphQLInputType): string {
  return type.toString();
}

function targetOf(operation: "query" | "mutation", field: GraphQLField<unknown, unknown>): Target {
  const args: readonly GraphQLArgument[] = field.args;
  const declared = args.map((a) => `$${a.name}: ${typeName(a.type)}`).join(", ");
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(", ");
  const selection = isCompositeType(getNamedType(field.type)) ? " { __typename }" : "";
  const head = declared ? `${operation}(${declared})` : operation;
  return {
    field: `${operation} ${field.name}`,
    document: `${head} { ${field.name}${passed ? `(${passed})` : ""}${selection} }`,
    args: fc.record(Object.fromEntries(args.map((a) => [a.name, valueFor(a.type, 0)])), { requiredKeys: [] }),
  };
}

const targets: Target[] = [
  ...Object.values(schema.getQueryType()!.getFields()).map((f) => targetOf("query", f)),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((f) => targetOf("mutation", f)),
];

/** Words of an internal failure a reply must never carry. */
const LEAK = /\bat [\w.<>]+ \(|node_modules|\bselect\b.+\bfrom\b|\binsert into\b|\bsyntax error\b|relation "|violates .+ constraint|stacktrace/i;

const VICTIM_VIEW = `{
  cart { id itemCount couponCode giftNote generalNote invoiceAddressId deliveryAddressId totals { grandTotalMinor }
         lines { quantity } }
  addresses { id title }
  myOrders { code status totals { grandTotalMinor } }
}`;

/**
 * Calls every root field with generated arguments, each call under one of `callers`' headers: never a 5xx, an
 * internal error or a leak. Enough calls get past GraphQL's own argument checks and reach the resolvers (else the
 * test would try little): an answer, or a resolver's own refusal of the caller (401, 403, 404).
 */
async function callEveryField(callers: Record<string, string>[]) {
  const runs = Number(process.env.GRAPHQL_FUZZ_RUNS ?? 6);
  const statuses = new Map<number, number>();
  for (const target of targets) {
    await fc.assert(
      fc.asyncProperty(target.args, fc.constantFrom(...callers), async (variables, headers) => {
        const { status, body } = await t.gql(target.document, { variables, headers });
        const what = `${target.field} ${JSON.stringify(variables).slice(0, 300)}`;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        expect(status, what).toBeLessThan(500);
        const codes = (body.errors ?? []).map((e) => e.extensions?.code);
        expect(codes, what).not.toContain("INTERNAL_SERVER_ERROR");
        expect(JSON.stringify(body), what).not.toMatch(LEAK);
      }),
      { numRuns: runs },
    );
  }
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const reached = [200, 401, 403, 404].reduce((sum, status) => sum + (statuses.get(status) ?? 0), 0);
  expect(reached, JSON.stringify([...statuses])).toBeGreaterThan(total / 4);
}

describe("every root field with generated hostile arguments", () => {
  it("finds the fields in the schema", () => {
    expect(targets.length).toBeGreaterThan(60);
    expect(targets.map((target) => target.field)).toEqual(expect.arrayContaining(["query search", "mutation placeOrder", "mutation addToCart"]));
  });

  it("answers every call without a 5xx, an internal error or a leak, and changes no other shopper's data", async () => {
    // The victim: a cart with a line and addresses, and an order of their own.
    const product = await createProduct(t, { stock: 50 });
    const victim = await guestWithCart(t, product.id, 2);
    await readyForCheckout(t, victim);
    const victimWithOrder = (await createOrder(t)).token;
    const member = await registerMember(t);
    const view = async (token: string) => (await t.gql(VICTIM_VIEW, { headers: bearer(token) })).body;
    const memberView = async () => (await t.gql(`{ me { email phone firstName lastName hasPassword } }`, { headers: bearer(member.token) })).body;
    const before = [await view(victim), await view(victimWithOrder), await memberView()];

    const attacker = await newGuest(t);
    await callEveryField([{}, bearer(attacker)]);
    expect([await view(victim), await view(victimWithOrder), await memberView()]).toEqual(before);
    // Every root field, several calls each: minutes on a loaded machine, and more with every module.
  }, 300_000);

  it("answers a member's and an admin's every call without a 5xx, an internal error or a leak", async () => {
    // Past the sign-in checks: the resolvers' own handling of hostile input, the admin's above all (ids 0 and 1
    // among the generated ones name rows that exist). The caller's own data may change here, nobody else's matters.
    await createProduct(t, { stock: 5 });
    const member = await registerMember(t);
    await callEveryField([bearer(member.token), bearer(await t.token("admin"))]);
  }, 300_000);
});
