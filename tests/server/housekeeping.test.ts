// The cleanup job: as of an injected `now`, guests whose tokens expired more than the retention
// go, and each module removes its rows of them (carts with their lines, addresses) — never a guest with orders; old
// expired tokens, empty carts and stale rate-limit counters go too; everything recent stays.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cronEvery,
  DEFAULT_RETENTION,
  housekeepingFromEnv,
  HOUSEKEEPING_JOB,
  runHousekeeping,
  scheduleHousekeeping,
  type Retention,
} from "../../graphql-server/core/housekeeping.js";
import { shopModules } from "../../graphql-server/modules/index.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { createProduct, istanbul } from "../support/factories.js";
import { db } from "./order-helpers.js";

let t: TestShop;
let product: number;
let currency: number;
beforeAll(async () => {
  t = await startTestShop({ housekeeping: null });
  product = (await createProduct(t, { stock: 1 })).id;
  currency = Number((await db(t, `select id from currency order by id limit 1`))[0].id);
});
afterAll(() => t?.close());

const NOW = new Date("2031-03-01T12:00:00Z");
const daysAgo = (days: number) => `'${new Date(NOW.getTime() - days * 86_400_000).toISOString()}'::timestamptz`;
let hashCounter = 0;

async function guest(createdDaysAgo: number, tokenExpiredDaysAgo: number[]): Promise<number> {
  const [row] = await db(t, `insert into guest (code, created_at) values (gen_random_uuid()::text, ${daysAgo(createdDaysAgo)}) returning id`);
  const id = Number(row.id);
  for (const expired of tokenExpiredDaysAgo) await token("guest", id, expired);
  return id;
}

async function token(role: string, subjectId: number, expiredDaysAgo: number): Promise<void> {
  const hash = `hk${String(++hashCounter).padStart(62, "0")}`;
  await db(t, `insert into auth_token (token_hash, role, subject_id, expires_at, created_at) values ('${hash}', '${role}', ${subjectId}, ${daysAgo(expiredDaysAgo)}, ${daysAgo(60)})`);
}

async function cart(kind: string, shopperId: number, updatedDaysAgo: number, lines: number): Promise<number> {
  const [row] = await db(
    t,
    `insert into cart (shopper_kind, shopper_id, currency_id, created_at, updated_at) values ('${kind}', ${shopperId}, ${currency}, ${daysAgo(90)}, ${daysAgo(updatedDaysAgo)}) returning id`,
  );
  const id = Number(row.id);
  for (let i = 0; i < lines; i++) {
    await db(t, `insert into cart_product (cart_id, product_id, quantity, personalizations, line_key, created_at) values (${id}, ${product}, 1, '[]', 'k${i}', ${daysAgo(50)})`);
  }
  return id;
}

async function address(kind: string, shopperId: number): Promise<void> {
  const place = await istanbul(t);
  await db(
    t,
    `insert into address (shopper_kind, shopper_id, title, first_name, last_name, phone, address, country_id, state_id, city_id, created_at, updated_at)
     values ('${kind}', ${shopperId}, 'Ev', 'Ayşe', 'Yılmaz', '05321112233', 'Bağdat Caddesi 1', ${place.countryId}, ${place.stateId}, ${place.cityId}, now(), now())`,
  );
}

async function order(guestId: number): Promise<void> {
  const snapshot = `'{}'::jsonb`;
  await db(
    t,
    `insert into shop_order (code, shopper_kind, shopper_id, idempotency_key, status, payment_code, language, currency_code, currency, email, phone,
       first_name, last_name, invoice_address, delivery_address, totals, grand_total_minor, contracts_accepted_at, distance_sales_version,
       pre_information_version, created_at, updated_at)
     values ('HK${guestId}', 'guest', ${guestId}, 'hk-${guestId}', 'received', 'door', 'tr', 'TRY', 'TL', 'a@example.shop', '05321112233',
       'Ayşe', 'Yılmaz', ${snapshot}, ${snapshot}, ${snapshot}, 1000, ${daysAgo(50)}, 'v1', 'v1', ${daysAgo(50)}, ${daysAgo(50)})`,
  );
}

const modules = shopModules();
const cleanup = (now: Date, retention: Retention = DEFAULT_RETENTION) => runHousekeeping(t.orm.em, modules, retention, now);
const count = async (table: string, where: string) => Number((await db(t, `select count(*) as n from ${table} where ${where}`))[0].n);

describe("the modules' cleanups", () => {
  it("deletes unreachable guests without orders (carts, lines, addresses, tokens) and keeps everything else", async () => {
    const gone = await guest(60, [10]);
    const goneCart = await cart("guest", gone, 20, 2);
    await address("guest", gone);
    const noToken = await guest(60, []);
    const withOrder = await guest(60, [10]);
    const withOrderCart = await cart("guest", withOrder, 20, 1);
    await address("guest", withOrder);
    await order(withOrder);
    const recentlyExpired = await guest(60, [3]);
    const oneValidToken = await guest(60, [10, -5]);
    const fresh = await guest(1, []);
    await token("admin", 1, 30);
    await token("customer", 9001, -1);
    const emptyOld = await cart("customer", 9001, 40, 0);
    const emptyRecent = await cart("guest", recentlyExpired, 10, 0);
    const fullOld = await cart("customer", 9002, 40, 1);

    const report = await cleanup(NOW, { ...DEFAULT_RETENTION, expiredGuestDays: 7, emptyCartDays: 30 });
    expect(report).toMatchObject({ guests: 2, carts: 1, addresses: 1, emptyCarts: 1 });
    // The 10-day-old guest tokens of `gone` and `withOrder` and `oneValidToken`, and the admin's.
    expect(report.tokens).toBe(4);

    expect(await count("guest", `id in (${gone}, ${noToken})`)).toBe(0);
    expect(await count("cart", `id = ${goneCart}`)).toBe(0);
    expect(await count("cart_product", `cart_id = ${goneCart}`)).toBe(0);
    expect(await count("address", `shopper_kind = 'guest' and shopper_id = ${gone}`)).toBe(0);
    expect(await count("auth_token", `subject_id = ${gone} and role = 'guest'`)).toBe(0);

    expect(await count("guest", `id in (${withOrder}, ${recentlyExpired}, ${oneValidToken}, ${fresh})`)).toBe(4);
    expect(await count("cart", `id in (${withOrderCart}, ${emptyRecent}, ${fullOld})`)).toBe(3);
    expect(await count("address", `shopper_kind = 'guest' and shopper_id = ${withOrder}`)).toBe(1);
    expect(await count("shop_order", `shopper_id = ${withOrder}`)).toBe(1);
    expect(await count("cart", `id = ${emptyOld}`)).toBe(0);
    expect(await count("auth_token", `role = 'guest' and subject_id in (${recentlyExpired}, ${oneValidToken})`)).toBe(2);
    expect(await count("auth_token", `role = 'customer' and subject_id = 9001`)).toBe(1);

    // A second run finds nothing more; the guest with orders stays for good.
    const again = await cleanup(NOW, { ...DEFAULT_RETENTION, expiredGuestDays: 7, emptyCartDays: 30 });
    expect(again).toEqual({ tokens: 0, guests: 0, carts: 0, addresses: 0, emptyCarts: 0, rateLimits: 0, oneTimeCodes: 0, passwordResets: 0, browsingSessions: 0, emailVerifications: 0, blogViewsFolded: 0, facetTallyRowsFolded: 0 });
    await cleanup(new Date(NOW.getTime() + 365 * 86_400_000));
    expect(await count("guest", `id = ${withOrder}`)).toBe(1);
  });
});

describe("the housekeeping job", () => {
  it("also drops stale rate-limit counters, and runs as a job at start and on a schedule kept in the database", async () => {
    await db(t, `insert into rate_limit (key, window_start, points) values ('hk:old', ${daysAgo(2)}, 5), ('hk:new', ${daysAgo(0)}, 5)`);
    const options = housekeepingFromEnv({})!;
    expect(options).toMatchObject({ intervalMinutes: 60, expiredGuestDays: 7, emptyCartDays: 30, rateLimitRetentionSeconds: 86_400 });
    expect(housekeepingFromEnv({ CLEANUP: "off" })).toBeNull();
    expect(() => housekeepingFromEnv({ GUEST_RETENTION_DAYS: "-1" })).toThrow(/GUEST_RETENTION_DAYS/);
    expect((await runHousekeeping(t.orm.em, modules, options, NOW)).rateLimits).toBe(1);
    expect(await count("rate_limit", `key like 'hk:%'`)).toBe(1);
    expect([cronEvery(15), cronEvery(60), cronEvery(180), cronEvery(10_000)]).toEqual(["*/15 * * * *", "0 */1 * * *", "0 */3 * * *", "0 0 * * *"]);

    const stale = await guest(60, [10]);
    const jobs = t.shop.jobs;
    await jobs.send(HOUSEKEEPING_JOB, { asOf: NOW.toISOString() });
    await jobs.idle();
    expect(await count("guest", `id = ${stale}`)).toBe(0);
    await scheduleHousekeeping(jobs, options);
    await jobs.idle();
    // Other modules keep schedules of their own (the hourly Instagram fetch): only housekeeping's is looked at.
    expect(await db(t, `select name, cron, timezone from pgboss.schedule where name = 'housekeeping'`)).toEqual([{ name: "housekeeping", cron: "0 */1 * * *", timezone: "UTC" }]);
    // Turned off: the schedule an earlier start left is removed.
    await scheduleHousekeeping(jobs, null);
    expect(await db(t, `select name from pgboss.schedule where name = 'housekeeping'`)).toEqual([]);
  });
});
