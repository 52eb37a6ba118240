// Admin identity: login (GraphQL and /api/v1/adminToken) with one answer for every wrong email/password, the TOTP
// second factor, rate limits per address and per account, roles on a guarded field, the audit log written and read,
// a closed account's tokens, admin:create and the demo's first owner.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "../../graphql-server/core/audit.js";
import { currentTotp } from "../../graphql-server/modules/admin/totp.js";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashPassword } from "../../graphql-server/core/password.js";
import { DEMO_ADMIN_EMAIL, demoAdminFileOf, rememberedDemoAdmin, seedDemoAdmin } from "../../graphql-server/seed/demo-admin.js";
import { demoAdminLine } from "../../graphql-server/startup-progress.js";
import { runAdminCreate } from "../../scripts/admin-create-run.js";
import { adminToken, bearer, createAdmin, LOGIN_ADMIN } from "../support/factories/admin.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop({ seed: false });
});
afterAll(() => t?.close());

type Login = { __typename: string; token?: string; code?: string; message?: string; field?: string | null; admin?: { roles: string[] } };
const login = async (variables: { email: string; password: string; totp?: string }, headers: Record<string, string> = {}) => {
  const { body } = await t.gql(LOGIN_ADMIN, { variables, headers });
  return (body.data as { loginAdmin: Login }).loginAdmin;
};
const AUDIT = `query($filter: AdminAuditFilter, $sort: AdminAuditSort, $page: Int, $pageSize: Int) {
  adminAuditLog(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) { total page pageSize items { id adminId adminEmail action entity entityId before after } }
}`;
type AuditPage = { total: number; items: { adminId: number | null; adminEmail: string | null; action: string; entity: string; entityId: string | null; before: string | null; after: string | null }[] };

describe("the demo's first owner", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "demo-admin-"));
  const file = demoAdminFileOf(path.join(dir, "pglite"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // First in the file: the shop has no admin yet.
  it("gives the demo one owner, once", async () => {
    const first = await seedDemoAdmin(t.orm.em, undefined, file);
    expect(first).toEqual({ email: "admin@example.com", password: expect.stringMatching(/^[\w-]{16}$/) });
    expect(await seedDemoAdmin(t.orm.em, undefined, file)).toBeNull();
    expect(await login(first!)).toMatchObject({ __typename: "AdminSession", admin: { roles: ["OWNER"] } });
  });

  it("keeps the owner's login in a file beside the data and tells it at every start until the password changes", async () => {
    expect(file).toBe(path.join(dir, "demo-admin.txt"));
    const remembered = await rememberedDemoAdmin(t.orm.em, file);
    expect(remembered).toEqual({ email: DEMO_ADMIN_EMAIL, password: expect.stringMatching(/^[\w-]{16}$/) });
    expect(readFileSync(file, "utf8")).toContain(`password: ${remembered!.password}`);
    // Told again at the next start, the same login.
    expect(await rememberedDemoAdmin(t.orm.em, file)).toEqual(remembered);
    expect(demoAdminLine({ ...remembered!, file })).toBe(
      `Demo admin: sign in at /login with admin@example.com / ${remembered!.password} (kept in ${file} until the password is changed)`,
    );
    // The owner chose a password of their own: the demo's is no longer told, nor kept.
    await t.orm.em.fork().getConnection().execute(`update admin_user set password_hash = ? where email = ?`, [await hashPassword("the owner's own password"), DEMO_ADMIN_EMAIL]);
    expect(await rememberedDemoAdmin(t.orm.em, file)).toBeNull();
    expect(existsSync(file)).toBe(false);
  });
});

describe("admin login", () => {
  it("signs an admin in with a token that adminMe and /api/v1/adminToken/me accept", async () => {
    const admin = await createAdmin(t, ["orders"]);
    const session = await login({ email: admin.email.toUpperCase(), password: admin.password });
    expect(session).toMatchObject({ __typename: "AdminSession", admin: { roles: ["ORDERS"] } });
    const me = await t.gql(`{ adminMe { id email roles totpEnabled } }`, { headers: bearer(session.token!) });
    expect(me.body.data).toEqual({ adminMe: { id: admin.id, email: admin.email, roles: ["ORDERS"], totpEnabled: false } });
    const rest = await t.rest("/api/v1/adminToken/me", { headers: bearer(session.token!) });
    expect(rest.body).toEqual({ success: true, result: { id: admin.id, user: { id: admin.id, name: expect.any(String), email: admin.email, roles: ["orders"] } } });
  });

  it("answers an unknown email, a wrong password and a closed account the same way", { timeout: 90_000 }, async () => {
    const admin = await createAdmin(t);
    const closed = await createAdmin(t);
    await t.orm.em.fork().getConnection().execute(`update admin_user set is_active = false where id = ?`, [closed.id]);
    const answers = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.emailAddress(), fc.string({ maxLength: 40 }), async (email, password) => {
        for (const attempt of [{ email, password }, { email: admin.email, password: password + "x" }, { email: closed.email, password: closed.password }]) {
          const answer = await login(attempt);
          answers.add(JSON.stringify(answer));
        }
      }),
      { numRuns: 2 },
    );
    expect([...answers]).toEqual([JSON.stringify({ __typename: "OperationError", code: "ADMIN_LOGIN_FAILED", message: "E-posta veya şifre hatalı.", field: null })]);
    const rest = await t.rest("/api/v1/adminToken", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: admin.email, password: "wrong-password" }),
    });
    expect(rest.body).toMatchObject({ success: false, code: "admin_login_failed", message: "E-posta veya şifre hatalı." });
  });

  it("logs in over REST in the legacy shape and logs out", async () => {
    const admin = await createAdmin(t, ["catalogue", "content"]);
    const rest = await t.rest("/api/v1/adminToken", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    expect(rest.body).toMatchObject({ success: true, token: expect.any(String), user: { id: admin.id, roles: ["catalogue", "content"] } });
    const token = rest.body.token as string;
    const out = await t.gql(`mutation { logoutAdmin }`, { headers: bearer(token) });
    expect(out.body.data).toEqual({ logoutAdmin: true });
    const after = await t.rest("/api/v1/adminToken/me", { headers: bearer(token) });
    expect(after.status).toBe(401);
  });

  it("stops a closed account's sessions at once", async () => {
    const admin = await createAdmin(t);
    const token = await adminToken(t, admin);
    await t.orm.em.fork().getConnection().execute(`update admin_user set is_active = false where id = ?`, [admin.id]);
    const me = await t.gql(`{ adminMe { id } }`, { headers: bearer(token) });
    expect(me.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("second factor (TOTP)", () => {
  it("is enrolled with a code, then asked for at login, and turned off only with a code", async () => {
    const admin = await createAdmin(t);
    const token = await adminToken(t, admin);
    const start = await t.gql(`mutation { startAdminTotp { secret uri qrSvg } }`, { headers: bearer(token) });
    const enrolment = (start.body.data as { startAdminTotp: { secret: string; uri: string; qrSvg: string } }).startAdminTotp;
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolment.qrSvg).toContain("<svg");
    const CONFIRM = `mutation($code: String!) { confirmAdminTotp(code: $code) { __typename ... on AdminUser { totpEnabled } ... on OperationError { code } } }`;
    const wrong = await t.gql(CONFIRM, { variables: { code: "000000" === currentTotp(enrolment.secret) ? "111111" : "000000" }, headers: bearer(token) });
    expect(wrong.body.data).toEqual({ confirmAdminTotp: { __typename: "OperationError", code: "TOTP_INVALID" } });
    const right = await t.gql(CONFIRM, { variables: { code: currentTotp(enrolment.secret) }, headers: bearer(token) });
    expect(right.body.data).toEqual({ confirmAdminTotp: { __typename: "AdminUser", totpEnabled: true } });
    // The secret is never shown again once confirmed.
    const pending = await t.gql(`{ adminTotpPending { secret } }`, { headers: bearer(token) });
    expect(pending.body.data).toEqual({ adminTotpPending: null });

    expect(await login({ email: admin.email, password: admin.password })).toMatchObject({ code: "TOTP_REQUIRED", field: "totp" });
    expect(await login({ email: admin.email, password: admin.password, totp: "12345x" })).toMatchObject({ code: "TOTP_INVALID" });
    // A wrong password with a right code is still the one answer for a wrong login.
    expect(await login({ email: admin.email, password: "not-the-password", totp: currentTotp(enrolment.secret) })).toMatchObject({ code: "ADMIN_LOGIN_FAILED" });
    expect(await login({ email: admin.email, password: admin.password, totp: currentTotp(enrolment.secret) })).toMatchObject({ __typename: "AdminSession" });

    const DISABLE = `mutation($code: String!) { disableAdminTotp(code: $code) { __typename ... on AdminUser { totpEnabled } } }`;
    expect((await t.gql(DISABLE, { variables: { code: "999999x" }, headers: bearer(token) })).body.data).toEqual({ disableAdminTotp: { __typename: "OperationError" } });
    expect((await t.gql(DISABLE, { variables: { code: currentTotp(enrolment.secret) }, headers: bearer(token) })).body.data).toEqual({
      disableAdminTotp: { __typename: "AdminUser", totpEnabled: false },
    });
  });
});

describe("roles", () => {
  it("lets only owners read the audit log; any admin passes adminMe", async () => {
    for (const role of ["owner", "catalogue", "orders", "content"] as const) {
      const token = await adminToken(t, await createAdmin(t, [role]));
      const log = await t.gql(AUDIT, { headers: bearer(token) });
      if (role === "owner") expect(log.body.errors).toBeUndefined();
      else expect(log.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await t.gql(`{ adminMe { id } }`, { headers: bearer(token) })).body.errors).toBeUndefined();
    }
  });
});

describe("audit log", () => {
  it("keeps who did what with the record before and after, readable with filters, sort and paging", async () => {
    const owner = await createAdmin(t);
    const token = await adminToken(t, owner);
    const entity = `thing-${Date.now()}`;
    for (let i = 1; i <= 3; i++) {
      await audit({ em: t.orm.em.fork(), auth: { admin: { id: owner.id } } }, { action: "update", entity, id: i, before: { price: i }, after: { price: i * 10 } });
    }
    const page = await t.gql(AUDIT, { variables: { filter: { entity }, sort: "OLDEST", page: 2, pageSize: 2 }, headers: bearer(token) });
    const log = (page.body.data as { adminAuditLog: AuditPage }).adminAuditLog;
    expect(log.total).toBe(3);
    expect(log.items).toEqual([
      { id: expect.any(Number), adminId: owner.id, adminEmail: owner.email, action: "update", entity, entityId: "3", before: '{"price":3}', after: '{"price":30}' },
    ]);
    const logins = await t.gql(AUDIT, { variables: { filter: { search: owner.email, adminId: owner.id } }, headers: bearer(token) });
    expect((logins.body.data as { adminAuditLog: AuditPage }).adminAuditLog.items.map((item) => item.action)).toContain("login");
    // Search text with LIKE's wildcards matches them literally.
    const wild = await t.gql(AUDIT, { variables: { filter: { search: "%_%" } }, headers: bearer(token) });
    expect((wild.body.data as { adminAuditLog: AuditPage }).adminAuditLog.total).toBe(0);
  });
});

describe("admin:create", () => {
  it("makes an owner from flags, asks for what is missing and refuses bad input", async () => {
    const email = `cli-${Date.now()}@example.com`;
    const asked: string[] = [];
    const ask = async (question: string) => {
      asked.push(question);
      return question.startsWith("Password") ? "long-enough-pass" : "Ayşe";
    };
    const made = await runAdminCreate(t.orm.em.fork(), { email }, ask);
    expect(made).toEqual({ ok: true, message: expect.stringContaining(email) });
    expect(asked).toEqual(["Name: ", "Password (at least 8 characters): "]);
    expect(await login({ email, password: "long-enough-pass" })).toMatchObject({ __typename: "AdminSession", admin: { roles: ["OWNER"] } });
    expect(await runAdminCreate(t.orm.em.fork(), { email, name: "x", password: "long-enough-pass" }, ask)).toMatchObject({ ok: false, message: expect.stringContaining("already") });
    expect(await runAdminCreate(t.orm.em.fork(), { email: "not-an-email", name: "x", password: "long-enough-pass" }, ask)).toMatchObject({ ok: false });
    expect(await runAdminCreate(t.orm.em.fork(), { email: "a@example.com", name: "x", password: "long-enough-pass", role: ["king"] }, ask)).toMatchObject({ ok: false });
  });

});

describe("rate limits", () => {
  // A shop of its own with small limits (started in a hook: a start takes long on a busy machine).
  let limited: TestShop;
  beforeAll(async () => {
    limited = await startTestShop({ seed: false, rateLimits: { adminLogin: { points: 6, windowSeconds: 600 }, adminLoginAccount: { points: 2, windowSeconds: 600 } } });
  });
  afterAll(() => limited?.close());

  it("refuses further attempts per account at an address and per address, counting only failures", { timeout: 90_000 }, async () => {
    const admin = await createAdmin(limited);
    const attempt = async (email: string, password: string) => {
      const { body } = await limited.gql(LOGIN_ADMIN, { variables: { email, password } });
      return body.errors?.[0]?.extensions?.code ?? (body.data as { loginAdmin: Login }).loginAdmin.__typename;
    };
    expect(await attempt(admin.email, admin.password)).toBe("AdminSession");
    expect(await attempt(admin.email, "wrong-1")).toBe("OperationError");
    expect(await attempt(admin.email, "wrong-2")).toBe("OperationError");
    expect(await attempt(admin.email, admin.password)).toBe("RATE_LIMITED");
    expect(await attempt("other@example.com", "x")).toBe("OperationError");
    expect(await attempt("third@example.com", "x")).toBe("OperationError");
    // The address's sixth failure (the sign-in that succeeded gave its count back); the seventh is refused.
    expect(await attempt("fourth@example.com", "x")).toBe("OperationError");
    expect(await attempt("fifth@example.com", "x")).toBe("RATE_LIMITED");
    const rest = await limited.rest("/api/v1/adminToken", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "x@example.com", password: "y" }) });
    expect(rest.status).toBe(429);
  });
});
