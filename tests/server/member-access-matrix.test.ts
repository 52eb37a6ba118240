// Who may use what a member owns. The member-only GraphQL root fields are found from the schema itself: every root
// field is called with well-typed placeholder arguments as a member (a fresh token each time, so a sign-out cannot
// spoil the next call) and anonymously; a field the member may call but an anonymous caller may not, and that a
// guest may not call either, is member-only. Each of those must answer UNAUTHENTICATED without a token and FORBIDDEN
// to a guest and to an admin; every REST route marked `customer` must run one of them (or a field that serves the
// caller's own data and refuses anonymous callers). The REST
// routes marked `customer` in docs/api/v1-routes.tsv answer 401 / 403 the same way. Then a member's own things
// (address, order, cancel request, favourite, comment, profile picture) are out of another member's reach: the
// stranger gets NOT_FOUND (or sees nothing) and the owner's data stays as it was.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  parse,
  type GraphQLField,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from "graphql";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { composeRoutes } from "../../graphql-server/core/module.js";
import { readRestSurface } from "../../graphql-server/core/rest-surface.js";
import { shopModules } from "../../graphql-server/modules/index.js";
import { ADD_TO_CART } from "../support/documents/cart.js";
import { CONTRACTS, PLACE_ORDER } from "../support/documents/checkout.js";
import { addressInput, bearer, createAddress, createProduct, newGuest, registerMember, type Member } from "../support/factories.js";
import { confirmContactPhone } from "../support/factories/phone-code.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { expectTypename } from "../support/typed-document.js";

// The walk calls every member-only field three times: on a busy machine that is more than the default 30 s.
vi.setConfig({ testTimeout: 180_000 });

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

const schema = buildSchema(readFileSync(path.resolve(__dirname, "../../schema.graphql"), "utf8"));
type RootField = { operation: "query" | "mutation"; field: GraphQLField<unknown, unknown> };
const rootFields: RootField[] = [
  ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ operation: "query" as const, field })),
  ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ operation: "mutation" as const, field })),
];

/** A value of the right type that names nothing in particular: the call reaches the resolver, not the validator. */
function placeholder(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return placeholder(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return Object.fromEntries(required.map((f) => [f.name, placeholder(f.type)]));
  }
  if (isScalarType(type)) return { Int: 1, Float: 1, Boolean: false, Money: 1 }[type.name] ?? "1";
  return null;
}

/** One call of a root field with its required arguments; the selection is only __typename (or nothing for scalars). */
function callOf({ operation, field }: RootField) {
  const args = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const declared = args.length ? `(${args.map((a) => `$${a.name}: ${String(a.type)}`).join(", ")})` : "";
  const passed = args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(", ")})` : "";
  const selection = isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? "" : " { __typename }";
  return {
    document: `${operation}${declared} { ${field.name}${passed}${selection} }`,
    variables: Object.fromEntries(args.map((a) => [a.name, placeholder(a.type)])),
  };
}

const REFUSALS = ["UNAUTHENTICATED", "FORBIDDEN"];

/** The error code a caller with `token` gets from one call of the field (null: no refusal of any kind). */
async function codeFor(root: RootField, token: string | null): Promise<string | null> {
  const { document, variables } = callOf(root);
  const res = await t.exec(document, { variables, headers: token ? bearer(token) : {} });
  const code = res.errors?.[0]?.extensions?.code;
  return typeof code === "string" ? code : null;
}

/** The root fields a route's operation selects. */
function rootFieldsOf(document: string): string[] {
  const definitions = parse(document).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return definitions.flatMap((d) => d.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : [])));
}

describe("the member-only GraphQL fields, found from the schema", () => {
  it("refuse anonymous callers (UNAUTHENTICATED), guests and admins (FORBIDDEN); every customer REST route runs one of them", async () => {
    const member = await registerMember(t);
    const admin = await t.token("admin");
    const memberOnly: RootField[] = [];
    for (const root of rootFields) {
      // A fresh token per call: logoutCustomer and the like end only that one.
      const asMember = await codeFor(root, await t.token("customer", member.id));
      if (REFUSALS.includes(asMember ?? "")) continue;
      const anonymous = await codeFor(root, null);
      const asGuest = await codeFor(root, await newGuest(t));
      if (REFUSALS.includes(anonymous ?? "") && REFUSALS.includes(asGuest ?? "")) memberOnly.push(root);
    }
    const names = memberOnly.map((r) => r.field.name);
    // The members' area exists: its profile, orders and address book are among the fields found.
    expect(names).toEqual(expect.arrayContaining(["me", "customerOrders", "myFavorites", "updateProfile", "requestOrderCancel"]));

    const wrong: string[] = [];
    for (const root of memberOnly) {
      const seen = {
        anonymous: await codeFor(root, null),
        guest: await codeFor(root, await newGuest(t)),
        admin: await codeFor(root, admin),
      };
      const expected = { anonymous: "UNAUTHENTICATED", guest: "FORBIDDEN", admin: "FORBIDDEN" };
      if (JSON.stringify(seen) !== JSON.stringify(expected)) wrong.push(`${root.field.name}: ${JSON.stringify(seen)}`);
    }
    expect(wrong).toEqual([]);

    // Every REST route marked customer runs a member-only field, or at least one that serves the caller's own data
    // (a shopper field such as the address book): none is backed by public fields alone, behind the REST check only.
    const customerRoutes = composeRoutes(shopModules()).filter((route) => route.access === "customer");
    const needsIdentity = new Map<string, boolean>();
    const unguarded: string[] = [];
    for (const route of customerRoutes) {
      const fields = rootFieldsOf(route.document);
      for (const name of fields.filter((n) => !needsIdentity.has(n))) {
        const root = rootFields.find((r) => r.field.name === name)!;
        needsIdentity.set(name, names.includes(name) || (await codeFor(root, null)) === "UNAUTHENTICATED");
      }
      if (!fields.some((name) => needsIdentity.get(name))) unguarded.push(`${route.method} ${route.path}: ${fields.join(", ")}`);
    }
    expect(unguarded).toEqual([]);
  });
});

describe("the REST routes marked customer", () => {
  it("answer 401 without a token and 403 to a guest or an admin, before reading any input", async () => {
    const routes = readRestSurface().filter((r) => r.access === "customer" && r.done);
    expect(routes.length).toBeGreaterThan(10);
    const callers = { anonymous: null, guest: await newGuest(t), admin: await t.token("admin") };
    const wrong: string[] = [];
    for (const route of routes) {
      const url = route.path.replace(/\{\w+\}/g, "1");
      for (const [who, token] of Object.entries(callers)) {
        const res = await t.rest(url, { method: route.method, headers: token ? bearer(token) : {} });
        const expected = who === "anonymous" ? 401 : 403;
        if (res.status !== expected || res.body.success !== false) wrong.push(`${who} ${route.method} ${route.path}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

// ---- another member's things ----

const ADDRESSES = `{ addresses { id title address } }`;
const SAVE = `mutation($id: Int, $input: AddressInput!) { saveAddress(id: $id, input: $input) { __typename } }`;
const DELETE = `mutation($id: Int!) { deleteAddress(id: $id) }`;
const ORDER = `query($id: Int) { order(id: $id) { id code requests { kind status note } } }`;
const REQUEST_INPUT = (orderId: number, orderLineId: number) => ({ orderId, lines: [{ orderLineId, quantity: 1 }], reason: "changed_mind", note: "mine" });
const CANCEL = `mutation($input: OrderRequestInput!) { requestOrderCancel(input: $input) { __typename } }`;
const REFUND = `mutation($input: OrderRequestInput!) { requestOrderRefund(input: $input) { __typename } }`;
const FAVOURITES = `{ myFavorites { items { id } } }`;
const UNFAVOURITE = `mutation($id: Int!) { removeFavorite(productId: $id) { __typename } }`;
const OWN_COMMENT = `query($id: Int!) { myProductComment(productId: $id) { id text } }`;
const PICTURE = `{ me { imageUrl } }`;

async function as<T>(member: Member, document: string, variables: Record<string, unknown> = {}) {
  const res = await t.exec<T>(document, { variables, headers: bearer(member.token) });
  return { data: res.data, code: res.errors?.[0]?.extensions?.code ?? null };
}

/** The member orders one unit of a new product, cash on delivery; returns the order id and its line. */
async function placeOrder(member: Member): Promise<{ id: number; lineId: number }> {
  const product = await createProduct(t, { stock: 20 });
  expectTypename((await t.gql(ADD_TO_CART, { variables: { input: { productId: product.id, quantity: 1 } }, headers: bearer(member.token) })).body.data?.addToCart, "Cart");
  await createAddress(t, member.token);
  await confirmContactPhone(t, member.token);
  const res = await t.gql(PLACE_ORDER, {
    variables: { input: { paymentMethod: "door", providerInput: { doorPaymentType: "CASH" }, idempotencyKey: randomUUID(), contracts: CONTRACTS } },
    headers: bearer(member.token),
  });
  const { code } = expectTypename(res.body.data?.placeOrder, "PaymentOutcome").order;
  const read = await t.exec<{ order: { id: number; lines: { id: number }[] } }>(`query($code: String) { order(code: $code) { id lines { id } } }`, {
    variables: { code },
    headers: bearer(member.token),
  });
  return { id: read.data!.order.id, lineId: read.data!.order.lines[0].id };
}

describe("another member's things", () => {
  let owner: Member;
  let stranger: Member;
  beforeAll(async () => {
    owner = await registerMember(t);
    stranger = await registerMember(t);
  });

  it("an address: NOT_FOUND to change or delete, not in the stranger's book, unchanged for its owner", async () => {
    const id = await createAddress(t, owner.token, { use: {} });
    const before = (await as<{ addresses: unknown[] }>(owner, ADDRESSES)).data!.addresses;
    expect((await as(stranger, SAVE, { id, input: await addressInput(t, { title: "Taken", address: "Elsewhere 5" }) })).code).toBe("NOT_FOUND");
    expect((await as(stranger, DELETE, { id })).code).toBe("NOT_FOUND");
    expect((await as<{ addresses: { id: number }[] }>(stranger, ADDRESSES)).data!.addresses.map((a) => a.id)).not.toContain(id);
    expect((await as<{ addresses: unknown[] }>(owner, ADDRESSES)).data!.addresses).toEqual(before);
  });

  it("an order and its cancel request: NOT_FOUND to read or to ask on, and the owner's request stays the only one", async () => {
    const order = await placeOrder(owner);
    expectTypename((await as<{ requestOrderCancel: { __typename: string } }>(owner, CANCEL, { input: REQUEST_INPUT(order.id, order.lineId) })).data?.requestOrderCancel, "OrderRequest");
    const before = (await as<{ order: unknown }>(owner, ORDER, { id: order.id })).data!.order;
    expect((await as(stranger, ORDER, { id: order.id })).code).toBe("NOT_FOUND");
    for (const document of [CANCEL, REFUND]) {
      expect((await as(stranger, document, { input: REQUEST_INPUT(order.id, order.lineId) })).code).toBe("NOT_FOUND");
    }
    const list = await as<{ customerOrders: { total: number } }>(stranger, `{ customerOrders { total } }`);
    expect(list.data!.customerOrders.total).toBe(0);
    expect((await as<{ order: unknown }>(owner, ORDER, { id: order.id })).data!.order).toEqual(before);
  });

  it("a favourite and a comment: the stranger neither sees nor removes them", async () => {
    const product = await createProduct(t);
    expectTypename((await as<{ addFavorite: { __typename: string } }>(owner, `mutation($id: Int!) { addFavorite(productId: $id) { __typename } }`, { id: product.id })).data?.addFavorite, "FavoriteChange");
    const comment = { productId: product.id, text: "Sağlam ve şık.", rate: 5, title: "Güzel" };
    const added = await as<{ addProductComment: { __typename: string } }>(owner, `mutation($input: AddCommentInput!) { addProductComment(input: $input) { __typename } }`, { input: comment });
    expectTypename(added.data?.addProductComment, "MemberComment");
    const ownerComment = (await as<{ myProductComment: unknown }>(owner, OWN_COMMENT, { id: product.id })).data!.myProductComment;

    expect((await as<{ myFavorites: { items: { id: number }[] } }>(stranger, FAVOURITES)).data!.myFavorites.items.map((p) => p.id)).not.toContain(product.id);
    await as(stranger, UNFAVOURITE, { id: product.id });
    expect((await as<{ myProductComment: unknown }>(stranger, OWN_COMMENT, { id: product.id })).data!.myProductComment).toBeNull();

    expect((await as<{ myFavorites: { items: { id: number }[] } }>(owner, FAVOURITES)).data!.myFavorites.items.map((p) => p.id)).toContain(product.id);
    expect((await as<{ myProductComment: unknown }>(owner, OWN_COMMENT, { id: product.id })).data!.myProductComment).toEqual(ownerComment);
  });

  it("a profile picture: the stranger's removal removes only their own", async () => {
    const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#2a9d8f" } }).png().toBuffer();
    const uploaded = await as<{ uploadProfileImage: { __typename: string } }>(owner, `mutation($image: String!) { uploadProfileImage(image: $image) { __typename } }`, {
      image: image.toString("base64"),
    });
    expectTypename(uploaded.data?.uploadProfileImage, "Customer");
    const before = (await as<{ me: { imageUrl: string | null } }>(owner, PICTURE)).data!.me.imageUrl;
    expect(before).toBeTruthy();
    await as(stranger, `mutation { removeProfileImage { id } }`);
    expect((await as<{ me: { imageUrl: string | null } }>(owner, PICTURE)).data!.me.imageUrl).toBe(before);
    expect((await as<{ me: { imageUrl: string | null } }>(stranger, PICTURE)).data!.me.imageUrl).toBeNull();
  });
});
