// The owner's bank accounts: an IBAN passes the mod-97 check (any spacing and case, stored in the electronic form)
// or is refused with its own message; an inactive account leaves the storefront's list and the transfer step; an
// account an order names is deactivated instead of deleted; every write is audited; other roles are refused.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildIban, formatIban } from "../../graphql-server/modules/payment/iban.js";
import { adminToken, bearer, createAdmin } from "../support/factories/admin.js";
import { createOrder } from "../support/factories/order.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const SAVE = `mutation($input: BankAccountInput!) { saveBankAccount(input: $input) { __typename
  ... on AdminBankAccount { id iban isActive currency orderCount } ... on OperationError { code field message } } }`;
const LIST = `query { adminBankAccounts { id bankName iban isActive orderCount } }`;
const DELETE = `mutation($id: Int!) { deleteBankAccount(id: $id) { deleted deactivated } }`;


// The generated-input passes make a few dozen calls each: more than the default 30 s on a busy machine.
vi.setConfig({ testTimeout: 180_000 });
let t: TestShop;
let owner: string;
let orders: string;
beforeAll(async () => {
  t = await startTestShop();
  owner = await t.token("admin", 9100);
  orders = await adminToken(t, await createAdmin(t, ["orders"]));
});
afterAll(() => t?.close());

const gql = async (query: string, variables: Json = {}, token = owner, language = "tr") =>
  (await t.gql(query, { variables: variables as never, headers: { ...bearer(token), "x-language": language } })).body as { data?: Json; errors?: { extensions?: { code?: string } }[] };
const account = (iban: string, extra: Json = {}) => ({ bankName: "Deneme Bank", accountHolder: "Mağaza A.Ş.", branch: "Kadıköy", accountNumber: "123", iban, ...extra });
let serial = 10_000;
const nextIban = () => buildIban("TR", `00010${String(serial++).padStart(17, "0")}`);

describe("bank accounts admin", () => {
  it("stores a valid IBAN written with spaces in its electronic form and shows only active accounts", async () => {
    const iban = nextIban();
    const saved = (await gql(SAVE, { input: account(formatIban(iban).toLowerCase(), { currency: "usd" }) })).data!.saveBankAccount;
    expect(saved).toMatchObject({ __typename: "AdminBankAccount", iban, isActive: true, currency: "USD", orderCount: 0 });
    const shown = async () => ((await t.rest("/api/v1/bank/getBankAccounts")).body.response as Json[]).map((a) => a.iban);
    expect(await shown()).toContain(iban);
    await gql(SAVE, { input: account(iban, { id: saved.id, isActive: false }) });
    expect(await shown()).not.toContain(iban);
    expect(((await gql(`query { bankAccounts { iban } }`, {}, "")).data!.bankAccounts as Json[]).map((a) => a.iban)).not.toContain(iban);
    expect((await gql(LIST)).data!.adminBankAccounts.find((a: Json) => a.id === saved.id)).toMatchObject({ isActive: false });
    const audits = await t.orm.em.fork().getConnection().execute(`select action from admin_audit where entity = 'bank_account' and entity_id = ?`, [String(saved.id)]);
    expect(audits.map((a: Json) => a.action)).toEqual(["create", "update"]);
    expect((await gql(SAVE, { input: account(iban) })).data!.saveBankAccount).toMatchObject({ code: "VALUE_TAKEN", field: "iban" });
  });

  it("refuses any IBAN whose check digits are wrong, with a translated message, storing nothing", async () => {
    const count = async () => Number((await t.orm.em.fork().getConnection().execute(`select count(*) as n from bank_account`))[0].n);
    const before = await count();
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^\d{22}$/), fc.integer({ min: 1, max: 96 }), async (bban, shift) => {
        const good = buildIban("TR", bban);
        const wrong = `TR${String(((Number(good.slice(2, 4)) + shift - 2) % 97) + 2).padStart(2, "0")}${good.slice(4)}`;
        if (wrong === good) return;
        const result = (await gql(SAVE, { input: account(wrong) })).data!.saveBankAccount;
        expect(result).toMatchObject({ code: "IBAN_INVALID", field: "iban" });
      }),
      { numRuns: 20 },
    );
    expect(await count()).toBe(before);
    const en = (await gql(SAVE, { input: account("TR00 0000") }, owner, "en")).data!.saveBankAccount;
    const ar = (await gql(SAVE, { input: account("TR00 0000") }, owner, "ar")).data!.saveBankAccount;
    expect(en.message).toMatch(/IBAN is not valid/);
    expect(ar.message).not.toBe(en.message);
    expect((await gql(SAVE, { input: account("") })).data!.saveBankAccount).toMatchObject({ code: "MISSING_INFORMATION", field: "iban" });
    expect((await gql(SAVE, { input: account(nextIban(), { bankName: " " }) })).data!.saveBankAccount).toMatchObject({ code: "MISSING_INFORMATION", field: "bankName" });
    expect((await gql(SAVE, { input: account(nextIban(), { currency: "lira" }) })).data!.saveBankAccount).toMatchObject({ code: "INVALID_VALUE", field: "currency" });
  });

  it("deactivates an account an order names and deletes one no order names", async () => {
    const used = (await gql(SAVE, { input: account(nextIban(), { sort: -5 }) })).data!.saveBankAccount;
    const { order } = await createOrder(t, { paymentMethod: "wire_transfer", providerInput: { bankAccountId: used.id } });
    expect(order.code).toBeTruthy();
    expect((await gql(DELETE, { id: used.id })).data!.deleteBankAccount).toEqual({ deleted: false, deactivated: true });
    expect((await gql(LIST)).data!.adminBankAccounts.find((a: Json) => a.id === used.id)).toMatchObject({ isActive: false, orderCount: 1 });
    const free = (await gql(SAVE, { input: account(nextIban()) })).data!.saveBankAccount;
    expect((await gql(DELETE, { id: free.id })).data!.deleteBankAccount).toEqual({ deleted: true, deactivated: false });
    expect((await gql(LIST)).data!.adminBankAccounts.map((a: Json) => a.id)).not.toContain(free.id);
    expect((await gql(DELETE, { id: free.id })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("refuses other roles", async () => {
    for (const document of [LIST, `mutation { deleteBankAccount(id: 1) { deleted } }`]) expect((await gql(document, {}, orders)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await gql(SAVE, { input: account(nextIban()) }, orders)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
