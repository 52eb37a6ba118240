// Every text a shopper stores comes back exactly as typed, on both databases: values with `;` (which once sent a
// statement down PGlite's multi-statement path: a 500 after the row was written), quotes, backslashes, `?` and `$1`
// (placeholder look-alikes), and Turkish and Arabic letters. The values are generated, so the whole class is tried,
// not one example.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Mutation, MutationUpdateCartArgs } from "../../graphql-server/generated/resolvers-types.js";
import { SAVE_ADDRESS, SET_CONTACT } from "../support/documents/checkout.js";
import { addressInput, bearer, createProduct, guestWithCart } from "../support/factories.js";
import { confirmContactPhone } from "../support/factories/phone-code.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { gql } from "../support/typed-document.js";
import { payDoor } from "./order-helpers.js";
import { sql } from "../../graphql-server/core/db.js";

let t: TestShop;
let product: number;
beforeAll(async () => {
  t = await startTestShop();
  // Every run (and every shrinking step) places an order: the product must not sell out underneath the property.
  product = (await createProduct(t, { stock: 1_000_000 })).id;
});
afterAll(() => t?.close());

const PIECES = [";", "'", "''", '"', "\\", "\\'", "--", "/*", "?", "??", "$1", "%", "_", "; drop table cart;", "Ğüşıöç İ", "مرحبا بالعالم", "a", "7", " "];
/** 1–12 pieces, trimmed (the forms trim), never empty, and within the shortest field's limit (an address title: 64). */
const hostileText = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join("").trim())
  .filter((text) => text.length > 0 && text.length <= 64);

const UPDATE_CART = gql<Pick<Mutation, "updateCart">, MutationUpdateCartArgs>(`mutation($input: UpdateCartInput!) { updateCart(input: $input) {
  __typename ... on Cart { generalNote giftNote } ... on CartError { code message } } }`);

describe("stored texts round-trip exactly", () => {
  it("address, contact, cart notes and the placed order's snapshot", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ title: hostileText, firstName: hostileText, lastName: hostileText, address: hostileText, companyName: hostileText, taxOffice: hostileText }),
        fc.record({ firstName: hostileText, lastName: hostileText }),
        fc.record({ generalNote: hostileText, giftNote: hostileText }),
        async (address, contact, notes) => {
          const token = await guestWithCart(t, product);
          const headers = bearer(token);

          const savedContact = await t.gql(SET_CONTACT, {
            variables: { input: { email: "ayse@example.shop", phone: "+90 532 111 22 33", ...contact } },
            headers,
          });
          expect(savedContact.status).toBe(200);
          expect(savedContact.body.data?.setShopperContact).toMatchObject({ __typename: "ShopperContact", ...contact });

          const input = await addressInput(t, { ...address, invoiceType: "CORPORATE", taxNumber: "1234567890" });
          const saved = await t.gql(SAVE_ADDRESS, { variables: { input, use: { invoice: true, delivery: true } }, headers });
          expect(saved.status, JSON.stringify(saved.body)).toBe(200);
          expect(saved.body.data?.saveAddress).toMatchObject({ __typename: "Address", ...address });

          const cart = await t.gql(UPDATE_CART, { variables: { input: { isGiftCart: true, isGiftNoteActive: true, ...notes } }, headers });
          expect(cart.body.data?.updateCart, JSON.stringify(cart.body)).toMatchObject({ __typename: "Cart", ...notes });

          await confirmContactPhone(t, token);
          const outcome = await payDoor(t, token, crypto.randomUUID());
          expect(outcome.__typename, JSON.stringify(outcome)).toBe("PaymentOutcome");
          expect(outcome.order).toMatchObject({
            generalNote: notes.generalNote,
            giftNote: notes.giftNote,
            invoiceAddress: { firstName: address.firstName },
            deliveryAddress: { firstName: address.firstName },
          });
        },
      ),
      { numRuns: 12 },
    );
  });

});

describe("values reach the database as given", () => {
  it("placeholder look-alikes in the text stay text, and a value left undefined is refused, never sent as NULL", async () => {
    const em = t.orm.em.fork();
    const [row] = await sql(em, `select ?::text as value, '\\?' as literal`, ["$1 ? ??"]);
    expect(row).toEqual({ value: "$1 ? ??", literal: "?" });
    await expect(sql(em, `select ?::int as value`, [undefined])).rejects.toThrow(/undefined value bound at \$1/);
  });
});
