// Browsing sessions of signed-in members: a start continues the member's own open session or starts a new one; an
// end closes only the member's own; another member's id or session is refused; the legacy REST routes; cleanup.
import fc from "fast-check";
import type { FormattedExecutionResult } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteOldSessions, SESSION_RETENTION_DAYS, startBrowsingSession } from "../../graphql-server/modules/customer/access/browsing-session.service.js";
import { bearer, registerMember } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

const START = `mutation($c: Int!, $s: String) { startBrowsingSession(customerId: $c, sessionId: $s) }`;
const END = `mutation($c: Int!, $s: String!) { endBrowsingSession(customerId: $c, sessionId: $s) }`;
type Data = { startBrowsingSession?: string; endBrowsingSession?: boolean };
const call = async (query: string, variables: Record<string, unknown>, token?: string) =>
  (await t.exec(query, { variables, headers: token ? bearer(token) : {} })) as FormattedExecutionResult<Data>;
const code = (reply: FormattedExecutionResult<Data>) => reply.errors?.[0].extensions?.code;
const session = async (id: string) => (await db(t, `select customer_id, started_at, last_seen_at, ended_at from customer_session where id = ?`, [id]))[0];

describe("browsing sessions", () => {
  it("start, continue while open, end, and a new one after the end", async () => {
    const member = await registerMember(t);
    const first = (await call(START, { c: member.id }, member.token)).data!.startBrowsingSession!;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(await session(first)).toMatchObject({ customer_id: member.id, ended_at: null });
    expect((await call(START, { c: member.id, s: first }, member.token)).data!.startBrowsingSession).toBe(first);
    expect((await call(END, { c: member.id, s: first }, member.token)).data!.endBrowsingSession).toBe(true);
    const ended = await session(first);
    expect(ended.ended_at).not.toBeNull();
    // A beacon that arrives twice keeps the first end.
    await call(END, { c: member.id, s: first }, member.token);
    expect((await session(first)).ended_at).toEqual(ended.ended_at);
    const next = (await call(START, { c: member.id, s: first }, member.token)).data!.startBrowsingSession!;
    expect(next).not.toBe(first);
  });

  it("refuses another member's id and leaves another member's session alone", async () => {
    const alice = await registerMember(t);
    const bob = await registerMember(t);
    const bobs = (await call(START, { c: bob.id }, bob.token)).data!.startBrowsingSession!;
    const before = await session(bobs);
    expect(code(await call(START, { c: bob.id }, alice.token))).toBe("FORBIDDEN");
    expect(code(await call(END, { c: bob.id, s: bobs }, alice.token))).toBe("FORBIDDEN");
    // With her own id and his session: not continued (a new one of hers) and not ended.
    const hers = (await call(START, { c: alice.id, s: bobs }, alice.token)).data!.startBrowsingSession!;
    expect(hers).not.toBe(bobs);
    expect(await session(hers)).toMatchObject({ customer_id: alice.id });
    expect(code(await call(END, { c: alice.id, s: bobs }, alice.token))).toBe("NOT_FOUND");
    expect(await session(bobs)).toEqual(before);
  });

  it("needs a member token: none is UNAUTHENTICATED, a guest's FORBIDDEN", async () => {
    const member = await registerMember(t);
    expect(code(await call(START, { c: member.id }))).toBe("UNAUTHENTICATED");
    expect(code(await call(START, { c: member.id }, await t.token("guest", 1)))).toBe("FORBIDDEN");
  });

  it("takes any text as a session id without failing: an unknown one starts a new session", async () => {
    const member = await registerMember(t);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 80 }), fc.uuid()), async (s) => {
        const started = await call(START, { c: member.id, s }, member.token);
        expect(started.errors).toBeUndefined();
        expect(started.data!.startBrowsingSession).not.toBe(s);
        expect(code(await call(END, { c: member.id, s }, member.token))).toBe("NOT_FOUND");
      }),
      { numRuns: 20 },
    );
  });

  it("are removed by the cleanup once not seen for the retention period", async () => {
    const member = await registerMember(t);
    const em = t.orm.em.fork();
    const old = await startBrowsingSession(em, member.id, null, new Date("2020-01-01T00:00:00Z"));
    const recent = await startBrowsingSession(em, member.id, null);
    await deleteOldSessions(em, new Date(Date.now() + 1000));
    expect(await session(old)).toBeUndefined();
    expect(await session(recent)).toBeDefined();
    expect(SESSION_RETENTION_DAYS).toBeGreaterThan(0);
  });
});

describe("the legacy REST routes", () => {
  it("sessionStart/{userId}?session_id and sessionEnd/{userId}/{sessionId}", async () => {
    const member = await registerMember(t);
    const auth = { headers: bearer(member.token) };
    const started = await t.rest(`/api/v1/customerToken/sessionStart/${member.id}`, auth);
    expect(started).toMatchObject({ status: 200, body: { success: true } });
    const id = started.body.session_id as string;
    expect((await t.rest(`/api/v1/customerToken/sessionStart/${member.id}?session_id=${id}`, auth)).body).toEqual({ success: true, session_id: id });
    expect(await t.rest(`/api/v1/customerToken/sessionEnd/${member.id}/${id}`, auth)).toMatchObject({ status: 200, body: { success: true } });
    expect((await session(id)).ended_at).not.toBeNull();
    expect((await t.rest(`/api/v1/customerToken/sessionStart/${member.id + 1}`, auth)).status).toBe(403);
    expect((await t.rest(`/api/v1/customerToken/sessionEnd/${member.id}/not-a-session`, auth)).status).toBe(404);
    expect((await t.rest(`/api/v1/customerToken/sessionStart/${member.id}`)).status).toBe(401);
  });
});
