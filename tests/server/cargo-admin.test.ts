// Cargo companies from the owner's settings: a new company is offered to carts, a switched-off one is not, a refused value stores
// nothing and names its field, and admins of other roles are kept out.
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadCargoCompanies } from "../../graphql-server/modules/cargo/index.js";
import { adminToken, bearer, createAdmin } from "../support/factories/admin.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

const SAVE = `mutation($input: CargoCompanyInput!) { saveCargoCompany(input: $input) { __typename ... on AdminCargoCompany { id name isActive } ... on OperationError { code field } } }`;

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

it("saves cargo companies for owners only and checks each value", async () => {
  const owner = bearer(await adminToken(t, await createAdmin(t, ["owner"])));
  const content = bearer(await adminToken(t, await createAdmin(t, ["content"])));
  const count = async () => Number((await t.orm.em.fork().getConnection().execute(`select count(*) as n from cargo_company`))[0].n);
  const before = await count();
  const input = { name: "Hızlı Kargo", priceMinor: 4990, currency: "TRY", freeAboveMinor: 100000, trackingUrl: "https://kargo.example/takip?no={code}" };

  const refused = await t.gql(SAVE, { variables: { input } as never, headers: content });
  expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  for (const [field, bad] of [["trackingUrl", "javascript:alert(1)"], ["currency", "XYZ"], ["priceMinor", -1], ["name", ""]] as const) {
    const { body } = await t.gql(SAVE, { variables: { input: { ...input, [field]: bad } } as never, headers: owner });
    expect((body.data as { saveCargoCompany: { field: string } }).saveCargoCompany).toMatchObject({ __typename: "OperationError", field });
  }
  expect(await count()).toBe(before);

  const { body } = await t.gql(SAVE, { variables: { input } as never, headers: owner });
  const saved = (body.data as { saveCargoCompany: { id: number } }).saveCargoCompany;
  expect(saved).toMatchObject({ __typename: "AdminCargoCompany", name: "Hızlı Kargo", isActive: true });
  // The cart offers the active companies.
  const offered = async () => (await loadCargoCompanies(t.orm.em.fork())).map((c) => c.name);
  expect(await offered()).toContain("Hızlı Kargo");

  await t.gql(SAVE, { variables: { input: { ...input, id: saved.id, isActive: false } } as never, headers: owner });
  expect(await offered()).not.toContain("Hızlı Kargo");
  const audit = await t.orm.em.fork().getConnection().execute(`select action from admin_audit where entity = 'cargo_company' and entity_id = ?`, [String(saved.id)]);
  expect(audit.map((a: { action: string }) => a.action)).toEqual(expect.arrayContaining(["create", "update"]));
});
