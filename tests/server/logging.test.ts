// What the server logs during a guest's whole purchase — a cart (GraphQL), contact and address (GraphQL), cash on
// delivery (REST), the confirmation mail (a job) — with every line captured at debug level: each line is JSON; every
// line a request caused carries that request's id (the access line, its GraphQL operations, its REST route and its
// SQL), and job lines carry the job's id; the reply echoes the id, taking the caller's only when it is short and plain.
// Nothing the shopper would not want in a log file appears: not the guest token, not a cookie's value, not the
// e-mail address or the phone number, in any spelling.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs } from "../../graphql-server/core/logger.js";
import { requestLog } from "../../server/request-log.js";
import { securityHeaders } from "../../server/security-headers.js";
import { ADD_TO_CART } from "../support/documents/cart.js";
import { SAVE_ADDRESS, SET_CONTACT } from "../support/documents/checkout.js";
import { addressInput, bearer, createProduct } from "../support/factories.js";
import { confirmContactPhone } from "../support/factories/phone-code.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { sourceOf } from "../support/typed-document.js";

interface Line {
  level: string;
  component?: string;
  reqId?: string;
  jobId?: string;
  msg?: string;
  [field: string]: unknown;
}

const raw: string[] = [];
let stopCapture: () => void;
let t: TestShop;
let product: number;

const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
const shopper = { email: `log.check.${unique}@example.shop`, phone: `+90 533 ${unique}`, firstName: "Ayşe", lastName: "Yılmaz" };
const sessionCookie = `session_id=sess-${unique}-secret; g_u_t=cookie-token-${unique}`;

/** Every id the replies carried, by step. */
const replyIds = new Map<string, string>();
let token = "";

beforeAll(async () => {
  stopCapture = captureLogs((line) => raw.push(line), "debug");
  t = await startTestShop({ middleware: [requestLog(), securityHeaders({ dev: false })] });
  product = (await createProduct(t, { stock: 5 })).id;
  // The test's own set-up reads the database too: only what follows is the shop's doing.
  const address = await addressInput(t, { phone: shopper.phone });
  raw.length = 0;

  // A browser-like shopper: cookies on every call; the cart's first add creates the guest.
  const gql = async (step: string, query: Parameters<typeof sourceOf>[0], variables: object, extra: Record<string, string> = {}) => {
    const res = await fetch(`${t.baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: sessionCookie, ...(token ? bearer(token) : {}), ...extra },
      body: JSON.stringify({ query: sourceOf(query), variables }),
    });
    replyIds.set(step, res.headers.get("x-request-id") ?? "");
    return (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  };
  const added = await gql("add", ADD_TO_CART, { input: { productId: product, quantity: 1 } }, { "x-request-id": "shop-trace_1.add" });
  token = (added.data?.addToCart as { newGuest?: { token: string } } | undefined)?.newGuest?.token ?? "";
  expect(token, JSON.stringify(added)).not.toBe("");
  await gql("contact", SET_CONTACT, { input: shopper }, { "x-request-id": "bad id\twith a tab" });
  await gql("address", SAVE_ADDRESS, { input: address, use: { invoice: true, delivery: true } });
  await confirmContactPhone(t, token);

  const paid = await fetch(`${t.baseUrl}/api/v1/payment/payDoor?door_payment_type=cash`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: sessionCookie, ...bearer(token), "x-request-id": "x".repeat(65) },
    body: JSON.stringify({ distance_sales: true, pre_information: true, idempotency_key: `log-test-${unique}` }),
  });
  replyIds.set("pay", paid.headers.get("x-request-id") ?? "");
  expect(await paid.json()).toMatchObject({ success: true, code: "order_created" });
  // The confirmation mail goes out from a job.
  await t.shop.jobs.idle();
}, 120_000);

afterAll(async () => {
  stopCapture?.();
  await t?.close();
});

const lines = () => raw.flatMap((chunk) => chunk.split("\n").filter(Boolean)).map((text) => JSON.parse(text) as Line);

describe("logs of a guest purchase", () => {
  it("are JSON lines, one object each", () => {
    const texts = raw.flatMap((chunk) => chunk.split("\n").filter(Boolean));
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) expect(() => JSON.parse(text), text).not.toThrow();
  });

  it("echo the caller's request id when it is short and plain, a fresh one otherwise", () => {
    expect(replyIds.get("add")).toBe("shop-trace_1.add");
    for (const step of ["contact", "address", "pay"]) expect(replyIds.get(step), step).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("carry the request id on the access line and on the GraphQL, REST and SQL lines the request caused", () => {
    const all = lines();
    const of = (id: string, component: string) => all.filter((line) => line.reqId === id && line.component === component);
    for (const [step, id] of replyIds) {
      expect(of(id, "http"), `${step} access line`).toHaveLength(1);
      expect(of(id, "graphql").length, `${step} graphql`).toBeGreaterThan(0);
      expect(of(id, "sql").length, `${step} sql`).toBeGreaterThan(0);
    }
    expect(of(replyIds.get("pay")!, "rest")).toEqual([expect.objectContaining({ route: "POST /api/v1/payment/payDoor", status: 200 })]);
    // Only requests and jobs write GraphQL, REST and SQL lines once the shop runs: none is without an owner.
    const orphans = all.filter((line) => ["graphql", "rest", "sql"].includes(line.component ?? "") && !line.reqId && !line.jobId);
    expect(orphans).toEqual([]);
    // The order confirmation ran as a job: its lines carry the job's id.
    expect(all.some((line) => line.component === "jobs" && line.jobId && line.msg === "job done")).toBe(true);
  });

  it("never hold the guest token, a cookie's value or the shopper's e-mail or phone", () => {
    const text = raw.join("");
    const digits = shopper.phone.replace(/\D/g, "");
    const secrets = [token, `sess-${unique}-secret`, `cookie-token-${unique}`, shopper.email, shopper.phone, digits, digits.slice(2), `log.check.${unique}`];
    for (const secret of secrets) expect(text.includes(secret), secret).toBe(false);
    expect(text).not.toMatch(/authorization|bearer /i);
  });
});
