// Every admin door stays shut to everyone but admins: each /api/v1 route the route table marks `admin` (and serves),
// and each admin GraphQL field, called with no token, a customer's token and a guest's token, answers 401 /
// UNAUTHENTICATED or 403 / FORBIDDEN — never data. Among admins, each field and route is walked with every role: an
// owner passes everywhere, every other door is either open to any admin or to exactly one role, and which role opens
// which door is pinned in admin-roles.snap.json (a change of access shows in review). The lists are read from the
// route table and the schema, so a new admin route or field is checked without touching this test.
import { readFileSync } from "node:fs";
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isAbstractType,
  type GraphQLField,
  type GraphQLInputType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { composeRoutes } from "../../graphql-server/core/module.js";
import { readRestSurface } from "../../graphql-server/core/rest-surface.js";
import { shopModules } from "../../graphql-server/modules/index.js";
import { adminToken, createAdmin } from "../support/factories/admin.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

// The role walk makes about a thousand calls: on a busy machine that is more than the default 30 s.
vi.setConfig({ testTimeout: 300_000 });

const schema = buildSchema(readFileSync(new URL("../../schema.graphql", import.meta.url), "utf8"));

/**
 * Admin fields: named for the admin (adminMe, startAdminTotp, …) or described as "Admin: …" (the convention of the
 * admin lists of other modules). Signing in and out are open to anyone by nature.
 */
const OPEN_TO_ALL = new Set(["loginAdmin", "logoutAdmin"]);
const isAdminField = (field: GraphQLField<unknown, unknown>) =>
  !OPEN_TO_ALL.has(field.name) && (/(^admin|Admin)/.test(field.name) || /^Admin\b/.test(field.description ?? ""));

/** A value of an input type that passes validation (the access check must answer before anything is read). */
function sample(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return "[]";
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return `{${required.map((f) => `${f.name}: ${sample(f.type)}`).join(", ")}}`;
  }
  const scalar = getNamedType(type).name;
  return scalar === "Int" || scalar === "Money" || scalar === "Float" ? "1" : scalar === "Boolean" ? "false" : '"1"';
}

function operation(kind: "query" | "mutation", field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((a) => isNonNullType(a.type)).map((a) => `${a.name}: ${sample(a.type)}`);
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || isAbstractType(named) ? " { __typename }" : "";
  return `${kind} { ${field.name}${args.length ? `(${args.join(", ")})` : ""}${selection} }`;
}

const adminFields = [
  ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ kind: "query" as const, field })),
  ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ kind: "mutation" as const, field })),
].filter(({ field }) => isAdminField(field));

const served = new Set(composeRoutes(shopModules()).map((r) => `${r.method} ${r.path}`));
const adminRoutes = readRestSurface().filter((r) => r.access === "admin" && served.has(`${r.method} ${r.path}`));

let t: TestShop;
let callers: { name: string; headers: Record<string, string>; status: number; code: string }[];
beforeAll(async () => {
  t = await startTestShop({ seed: false });
  callers = [
    { name: "no token", headers: {}, status: 401, code: "UNAUTHENTICATED" },
    { name: "customer", headers: { authorization: `Bearer ${await t.token("customer", 9001)}` }, status: 403, code: "FORBIDDEN" },
    { name: "guest", headers: { authorization: `Bearer ${await t.token("guest", 9002)}` }, status: 403, code: "FORBIDDEN" },
  ];
});
afterAll(() => t?.close());

describe("admin access", () => {
  it("finds the admin fields and routes it walks", () => {
    expect(adminFields.map(({ field }) => field.name)).toEqual(expect.arrayContaining(["adminMe", "adminAuditLog", "startAdminTotp", "orderRequests"]));
    expect(adminRoutes.map((r) => r.path)).toContain("/api/v1/adminToken/me");
  });

  it("refuses every admin GraphQL field to callers who are not admins", async () => {
    const leaks: string[] = [];
    for (const { kind, field } of adminFields) {
      const document = operation(kind, field);
      for (const caller of callers) {
        const { body } = await t.gql(document, { headers: caller.headers });
        const code = body.errors?.[0]?.extensions?.code;
        if (code !== caller.code || body.data?.[field.name]) leaks.push(`${field.name} (${caller.name}): ${JSON.stringify(body).slice(0, 200)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it("refuses every admin REST route to callers who are not admins", async () => {
    const leaks: string[] = [];
    for (const route of adminRoutes) {
      const path = route.path.replace(/\{\w+\}/g, "1");
      for (const caller of callers) {
        const init: RequestInit = { method: route.method, headers: { ...caller.headers, "content-type": "application/json" } };
        if (route.method !== "GET") init.body = "{}";
        const reply = await t.rest(path, init);
        if (reply.status !== caller.status || reply.body.success !== false) leaks.push(`${route.method} ${route.path} (${caller.name}): ${reply.status} ${JSON.stringify(reply.body).slice(0, 160)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it("lets an admin through the same doors (the walk would pass a shop that refuses everyone otherwise)", async () => {
    const headers = { authorization: `Bearer ${await t.token("admin")}` };
    const refused: string[] = [];
    for (const { kind, field } of adminFields) {
      const { body } = await t.gql(operation(kind, field), { headers });
      const code = body.errors?.[0]?.extensions?.code;
      if (code === "UNAUTHENTICATED" || code === "FORBIDDEN") refused.push(field.name);
    }
    expect(refused).toEqual([]);
  });

  it("opens each admin door to the owner and to one role (or any admin), as pinned in admin-roles.snap.json", async () => {
    const roles = ["catalogue", "orders", "content"] as const;
    const tokens: Record<string, string> = { owner: await t.token("admin", 9100) };
    for (const role of roles) tokens[role] = await adminToken(t, await createAdmin(t, [role]));
    const opens = async (call: (headers: Record<string, string>) => Promise<boolean>) => {
      const passed: string[] = [];
      for (const [role, token] of Object.entries(tokens)) if (await call({ authorization: `Bearer ${token}` })) passed.push(role);
      return passed;
    };
    const access: Record<string, string> = {};
    const odd: string[] = [];
    const record = (door: string, passed: string[]) => {
      const others = passed.filter((role) => role !== "owner");
      if (!passed.includes("owner") || (others.length > 1 && others.length < roles.length)) odd.push(`${door}: ${passed.join(", ")}`);
      access[door] = others.length === roles.length ? "any admin" : others[0] ?? "owner";
    };
    for (const { kind, field } of adminFields) {
      const document = operation(kind, field);
      record(`${kind} ${field.name}`, await opens(async (headers) => {
        const { body } = await t.gql(document, { headers });
        const code = body.errors?.[0]?.extensions?.code;
        return code !== "FORBIDDEN" && code !== "UNAUTHENTICATED";
      }));
    }
    for (const route of adminRoutes) {
      const path = route.path.replace(/\{\w+\}/g, "1");
      let inputFirst = 0;
      const passed = await opens(async (headers) => {
        const init: RequestInit = { method: route.method, headers: { ...headers, "content-type": "application/json" } };
        if (route.method !== "GET") init.body = "{}";
        const reply = await t.rest(path, init);
        if (reply.status === 400) inputFirst += 1;
        return reply.status !== 401 && reply.status !== 403;
      });
      // A sample body the route refuses as input answers 400 to every admin before the role is looked at (the
      // runner checks input, then runs the field, whose role the walk above pins).
      if (inputFirst === passed.length && passed.length === roles.length + 1) access[`${route.method} ${route.path}`] = "input checked first";
      else record(`${route.method} ${route.path}`, passed);
    }
    expect(odd).toEqual([]);
    await expect(JSON.stringify(access, Object.keys(access).sort(), 2) + "\n").toMatchFileSnapshot("./admin-roles.snap.json");
  });
});
