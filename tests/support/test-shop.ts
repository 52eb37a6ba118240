// A running test shop: createShop() on a fresh test database, mounted on an Express app listening on a random
// local port, with helpers to call /graphql, /api/v1 and the in-process executor.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { EntityManager, MikroORM } from "@mikro-orm/core";
import type { PGlite } from "@electric-sql/pglite";
import type { ServerBuild } from "@remix-run/node";
import express, { type RequestHandler } from "express";
import type { FormattedExecutionResult } from "graphql";
import { createShop, type Shop, type ShopOptions } from "../../graphql-server/index.js";
import { issueToken, type Role } from "../../graphql-server/modules/auth/auth.service.js";
import { loggerFor } from "../../graphql-server/core/logger.js";
import { cspNonceOf, securityHeaders } from "../../server/security-headers.js";
import { storefrontOnceLoaded } from "../../server/storefront-handler.js";
import { createTestDatabase, type TestDatabase } from "./test-db.js";
import { sourceOf, type TypedDocument, type Variables } from "./typed-document.js";

/** A document as a plain string (untyped answer) or made with gql() (typed answer and variables). */
type Document<TData, TVars> = string | TypedDocument<TData, TVars>;
interface CallOptions<TVars> {
  variables?: TVars;
  headers?: Record<string, string>;
}

export interface TestShop {
  shop: Shop;
  orm: MikroORM;
  db: TestDatabase;
  baseUrl: string;
  /**
   * SQL statements seen since the last `queries.length = 0`, less the public-read cache's version check (counts are
   * of the work behind an answer; tests/server/read-cache.test.ts counts the check itself).
   */
  queries: string[];
  /** Makes every public answer kept in memory stale, as any write would: the next read runs its statements. */
  forgetPublicReads(): Promise<void>;
  /** POST /graphql over HTTP. */
  gql<TData = Variables, TVars = Variables>(
    query: Document<TData, TVars>,
    options?: CallOptions<NoInfer<TVars>>,
  ): Promise<{ status: number; body: FormattedExecutionResult<TData> }>;
  /** The in-process executor the Remix app uses. */
  exec<TData = Variables, TVars = Variables>(query: Document<TData, TVars>, options?: CallOptions<NoInfer<TVars>>): Promise<FormattedExecutionResult<TData>>;
  /** GET (or another method) on the REST API; `path` starts with /api/v1. */
  rest(path: string, init?: RequestInit): Promise<{ status: number; body: Record<string, unknown>; contentType: string }>;
  /**
   * Takes the database away under the running shop — PGlite closed, or PostgreSQL refusing the shop's connections —
   * as an outage does: a real failure of every statement, not a stand-in for the shop's code.
   */
  stopDatabase(): Promise<void>;
  /** A valid bearer token for a role (tokens are stored hashed, as login will store them). */
  token(role: Role, subjectId?: number): Promise<string>;
  close(): Promise<void>;
}

/** An active owner with this id (no password: it cannot log in, only hold tokens the test issues). */
async function ensureOwner(em: EntityManager, id: number): Promise<void> {
  const connection = em.getConnection();
  await connection.execute(
    `insert into admin_user (id, email, name, password_hash, roles, created_at) values (?, ?, 'Test owner', '!', '{owner}', now()) on conflict (id) do nothing`,
    [id, `owner-${id}@test.invalid`],
  );
  await connection.execute(`select setval(pg_get_serial_sequence('admin_user', 'id'), (select max(id) from admin_user))`);
}

const isReadVersionCheck = (sql: string) => /^select version from read_version\b/.test(sql);

export async function startTestShop(
  options: Pick<ShopOptions, "seed" | "rateLimits" | "housekeeping" | "paymentProviders" | "mediaDir"> & {
    db?: TestDatabase;
    /** The Remix storefront to serve after the API routes (tests/support/storefront-build.ts), as server.ts does. */
    storefront?: ServerBuild;
    /** Mounted before the shop's handlers, as server.ts mounts its own (request log, security headers). */
    middleware?: RequestHandler[];
  } = {},
): Promise<TestShop> {
  const db = options.db ?? (await createTestDatabase({ seeded: options.seed !== false }));
  const queries: string[] = [];
  const tableViolations = new Set<string>();
  let orm: MikroORM | undefined;
  let pglite: PGlite | undefined;
  const shop = await createShop(
    {
      databaseUrl: db.databaseUrl,
      pgliteDataDir: db.pgliteDataDir,
      pgliteStartFrom: db.pgliteStartFrom,
      seed: options.seed,
      dev: false,
      // Every test talks from 127.0.0.1: rate limits are off unless a test sets them (tests/server/rate-limit.test.ts).
      rateLimits: options.rateLimits ?? null,
      housekeeping: options.housekeeping,
      paymentProviders: options.paymentProviders,
      mediaDir: options.mediaDir,
    },
    {
      onQuery: (sql) => {
        if (!isReadVersionCheck(sql)) queries.push(sql);
      },
      onOrm: (o) => (orm = o),
      onPglite: (p) => (pglite = p),
      // Every server test checks that each module keeps to its own tables (graphql-server/core/table-ownership.ts).
      onTableViolation: (problem) => tableViolations.add(problem),
    },
  );
  // The start-up cleanup is a job: tests begin once it has run, so statement counts see only their own work.
  await shop.jobs.idle();
  let baseUrl = "";
  const app = express();
  for (const handler of options.middleware ?? []) app.use(handler);
  app.use("/graphql", shop.graphqlHandler);
  app.use("/api/v1", shop.restRouter);
  app.use("/media", shop.mediaHandler);
  if (shop.testAcquirer) app.use(shop.testAcquirer.path, shop.testAcquirer.router);
  const storefrontBuild = options.storefront;
  if (storefrontBuild) {
    // As server.ts serves it: the security headers give each page its script nonce, and the build is taken on the
    // first page.
    app.use(
      securityHeaders({ dev: false }),
      storefrontOnceLoaded(() => Promise.resolve(storefrontBuild), {
        mode: "production",
        readVersion: shop.readVersion,
        pageVisits: shop.pageVisits,
        getLoadContext: (req, res) => ({
          graphql: (request, incoming) => shop.execute(request, { ...incoming, clientIp: req.ip, forPage: true }),
          cspNonce: cspNonceOf(res),
          publicOrigin: baseUrl,
          log: loggerFor("storefront"),
        }),
      }).handler,
    );
  }
  app.use((_req, res) => res.status(404).type("html").send("<h1>storefront 404</h1>"));
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
    // Longer than any pause between a test's requests: with Node's 5 s, a request after a long in-process step could
    // meet its kept-alive connection closed under it (ECONNRESET).
    s.keepAliveTimeout = 60_000;
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    shop,
    orm: orm!,
    db,
    baseUrl,
    queries,
    async forgetPublicReads() {
      await orm!.em.fork().getConnection().execute("update read_version set version = version + 1");
    },
    async gql<TData, TVars>(query: Document<TData, TVars>, opts: CallOptions<TVars> = {}) {
      const res = await fetch(`${baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...opts.headers },
        body: JSON.stringify({ query: sourceOf(query), variables: opts.variables }),
      });
      return { status: res.status, body: (await res.json()) as FormattedExecutionResult<TData> };
    },
    async exec<TData, TVars>(query: Document<TData, TVars>, opts: CallOptions<TVars> = {}) {
      const variables = opts.variables as Variables | undefined;
      return (await shop.execute({ query: sourceOf(query), variables }, { headers: new Headers(opts.headers) })) as FormattedExecutionResult<TData>;
    },
    async rest(path, init) {
      const res = await fetch(`${baseUrl}${path}`, init);
      const contentType = res.headers.get("content-type") ?? "";
      const text = await res.text();
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        body = { __text: text };
      }
      return { status: res.status, body, contentType };
    },
    async stopDatabase() {
      if (pglite) await pglite.close();
      else await db.refuseConnections!();
    },
    async token(role, subjectId = 1) {
      const em = orm!.em.fork();
      // An admin token counts only while its admin user is active: make the user (an owner) when a test names none.
      if (role === "admin") await ensureOwner(em, subjectId);
      return issueToken(em, role, subjectId, 3600);
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await shop.close();
      await db.drop();
      if (tableViolations.size) throw new Error(`modules left their tables:\n${[...tableViolations].join("\n")}`);
    },
  };
}
