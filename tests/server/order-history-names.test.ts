// Who did what on an order: the admin's order page names the admin of each change (their name, not an id), the shop's
// own notes are shown in the reader's language while an admin's note stays as typed, and nobody but an admin learns
// who the admin was.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, bearer, createAdmin } from "../support/factories/admin.js";
import { createOrder } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

const HISTORY = `statusHistory { status note adminId adminName }`;
const READ = `query($id: Int!, $language: String) { adminOrder(id: $id, language: $language) { ${HISTORY} } }`;
const CHANGE = `mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { __typename ... on OrderError { code field } } }`;

type Entry = { status: string; note: string; adminId: number | null; adminName: string | null };
let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

const history = async (orderId: number, token: string, language: string) =>
  (await t.gql<{ adminOrder: { statusHistory: Entry[] } }>(READ, { variables: { id: orderId, language }, headers: bearer(token) })).body.data!.adminOrder.statusHistory;

describe("an order's history", () => {
  it("names the admin of each change and shows the shop's notes in the reader's language", async () => {
    const first = await createAdmin(t, ["orders"]);
    const second = await createAdmin(t, ["owner"]);
    const firstToken = await adminToken(t, first);
    const [firstName] = await db<{ name: string }>(t, `select name from admin_user where id = ?`, [first.id]);
    const { order } = await createOrder(t);
    const typed = "Kargoya <b>hazır</b> — müşteri aradı";
    const moved = await t.gql<{ changeOrderStatus: { __typename: string } }>(CHANGE, { variables: { input: { orderId: order.id, status: "APPROVED", note: typed } }, headers: bearer(firstToken) });
    expect(moved.body.data?.changeOrderStatus.__typename).toBe("OrderChanged");

    const secondToken = await adminToken(t, second);
    const expected = { tr: "Sipariş verildi", en: "Order placed", ar: "تم تقديم الطلب" };
    for (const [language, placedNote] of Object.entries(expected)) {
      const [placed, approved] = await history(order.id, secondToken, language);
      expect(placed).toMatchObject({ note: placedNote, adminId: null, adminName: null });
      expect(approved).toMatchObject({ status: "APPROVED", note: typed, adminName: firstName.name });
      expect(approved.adminName).toMatch(/^Admin \d+$/);
    }
  });

  it("keeps an admin's note as typed even when it reads like one of the shop's keys", async () => {
    const token = await adminToken(t, await createAdmin(t, ["orders"]));
    const { order } = await createOrder(t);
    await t.gql(CHANGE, { variables: { input: { orderId: order.id, status: "APPROVED", note: "placed" } }, headers: bearer(token) });
    const [, approved] = await history(order.id, token, "tr");
    expect(approved.note).toBe("placed");
  });

  it("tells nobody but an admin who the admin was", async () => {
    const token = await adminToken(t, await createAdmin(t, ["orders"]));
    const { order, token: shopper } = await createOrder(t);
    await t.gql(CHANGE, { variables: { input: { orderId: order.id, status: "APPROVED", note: "" } }, headers: bearer(token) });
    const read = await t.gql<{ order: { statusHistory: Entry[] } }>(`query($code: String!) { order(code: $code) { ${HISTORY} } }`, { variables: { code: order.code }, headers: bearer(shopper) });
    const entries = read.body.data?.order?.statusHistory ?? [];
    expect(entries.map((e) => e.status)).toContain("APPROVED");
    for (const entry of entries) expect(entry).toMatchObject({ adminId: null, adminName: null });
  });
});
