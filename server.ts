// One process serves the whole shop: /graphql (Apollo Server), /api/v1 (REST shim over the same GraphQL
// operations), static assets, and the Remix storefront. `npm run dev` runs Vite in middleware mode (HMR) through
// this same process; `npm start` serves the production build, running this file bundled by esbuild into
// build/server.mjs (scripts/build-server.mjs) so no TypeScript is compiled at start. See docs/architecture.md.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import type { GetLoadContextFunction } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { createShop } from "./graphql-server/index";
import { DataDirInUse } from "./graphql-server/core/data-dir-lock";
import { fromProjectRoot } from "./graphql-server/core/project-root";
import { trustProxySetting } from "./graphql-server/modules/rate-limit/trust-proxy";
import { outboxDir } from "./graphql-server/modules/mail/mailer";
import { textDestinationLine } from "./graphql-server/modules/verification/text-sender";
import { demoAdminLine, mailDestinationLine, startingLine, startupProgressLine } from "./graphql-server/startup-progress";
import { codeCacheWanted, warmUpForCodeCache } from "./server/code-cache-warm-up";
import { storefrontHandler, storefrontOnceLoaded } from "./server/storefront-handler";
import { importStorefrontBuild } from "./server/storefront-build";
import { loggerFor, usePrettyOutputForPeople } from "./graphql-server/core/logger";
import { publicOrigin as publicOriginOf } from "./server/public-origin";
import { requestLog } from "./server/request-log";
import { crossOriginImages, cspNonceOf, securityHeaders } from "./server/security-headers";
import { startupMark, traceMemoryEvery } from "./graphql-server/core/startup-trace";

const startedAt = performance.now();
startupMark("server.ts imports evaluated");
const isProduction = process.env.NODE_ENV === "production";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
const publicOrigin = publicOriginOf(process.env.PUBLIC_URL, port);
await usePrettyOutputForPeople(!isProduction || process.stdout.isTTY === true);
/** Start-up and shutdown lines: short, one event each. */
const startup = loggerFor("startup");

ensureSessionSecret();

// Demo and browser tests: a local fake iyzico, started before the shop so the demo seed switches iyzico on.
const fakeIyzico = process.env.IYZICO_FAKE_PORT
  ? await import("./graphql-server/modules/payment/providers/iyzico/fake/demo-fake").then((m) => m.startDemoFakeIyzico(Number(process.env.IYZICO_FAKE_PORT), publicOrigin))
  : undefined;
// The same for PayTR (PAYTR_FAKE_PORT): its iframe page, 3-D Secure page and notifications.
const fakePaytr = process.env.PAYTR_FAKE_PORT
  ? await import("./graphql-server/modules/payment/providers/paytr/fake/demo-fake").then((m) => m.startDemoFakePaytr(Number(process.env.PAYTR_FAKE_PORT), publicOrigin))
  : undefined;

const pgliteDataDir = process.env.PGLITE_DIR ?? path.join(dataDir, "pglite");
startup.info(startingLine(process.env.DATABASE_URL || undefined, pgliteDataDir));
const shop = await createShop({
  databaseUrl: process.env.DATABASE_URL || undefined,
  pgliteDataDir,
  dev: !isProduction,
  demoAdminPassword: process.env.DEMO_ADMIN_PASSWORD || undefined,
  deferBackgroundWork: true,
  onProgress: (event) => startup.info(startupProgressLine(event)),
}).catch(async (error: unknown) => {
  // A second shop on the same embedded database would destroy it: say so and stop, without a stack trace.
  if (!(error instanceof DataDirInUse)) throw error;
  startup.error({ holderPid: error.pid }, `${error.message} Stop that shop first, or give this one its own DATA_DIR.`);
  await Promise.all([fakeIyzico?.close(), fakePaytr?.close()]);
  process.exit(1);
});

const viteDevServer = isProduction
  ? undefined
  : await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }));

const app = express();
app.disable("x-powered-by");
// What req.ip (rate limits) believes: the socket peer unless TRUST_PROXY names the proxies in front (README).
app.set("trust proxy", trustProxySetting(process.env.TRUST_PROXY));
app.use(requestLog());
app.use(securityHeaders({ dev: !isProduction }));
app.use(compression());

app.use("/graphql", shop.graphqlHandler);
app.use("/api/v1", shop.restRouter);
app.use("/media", crossOriginImages, shop.mediaHandler);
// The built-in test acquirer's 3-D Secure page (card payments in development and the demo; see its README).
if (shop.testAcquirer) app.use(shop.testAcquirer.path, shop.testAcquirer.router);
if (!isProduction) {
  // Development only: the mails the dev outbox stored (no SMTP_URL), newest first.
  const { devOutboxRouter } = await import("./graphql-server/modules/mail/dev-outbox");
  app.use("/dev/outbox", devOutboxRouter(outboxDir()));
  // Development only: the SMS and WhatsApp texts (one-time codes) the dev outbox stored, newest first.
  const { devTextsRouter } = await import("./graphql-server/modules/verification/dev-texts");
  const { textOutboxDir } = await import("./graphql-server/modules/verification/text-outbox");
  app.use("/dev/texts", devTextsRouter(textOutboxDir()));
}

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  // Vite fingerprints everything under /assets, so those files can be cached for good.
  app.use("/assets", express.static(fromProjectRoot("build/client/assets"), { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static(fromProjectRoot("build/client"), { maxAge: "1h", index: false }));
}

const storefrontOptions = {
  mode: isProduction ? ("production" as const) : ("development" as const),
  readVersion: shop.readVersion,
  pageVisits: shop.pageVisits,
  // The storefront's GraphQL calls carry the shopper's address from the socket, never from a forwarded header.
  getLoadContext: ((req, res) => ({
    graphql: (request, incoming) => shop.execute(request, { ...incoming, clientIp: req.ip, forPage: true }),
    cspNonce: cspNonceOf(res),
    publicOrigin,
    log: loggerFor("storefront"),
  })) satisfies GetLoadContextFunction,
};
// Production: the storefront build loads shortly after the shop listens, or with the first page if that is sooner.
// Development: Vite hands over the current build on every request.
let loadStorefront: (() => Promise<void>) | null = null;
if (viteDevServer) {
  app.use(storefrontHandler({ ...storefrontOptions, build: () => viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild> }));
} else {
  const storefront = storefrontOnceLoaded(loadProductionBuild, storefrontOptions);
  app.use(storefront.handler);
  loadStorefront = storefront.load;
}

if (isProduction && !process.env.PUBLIC_URL) {
  startup.warn({ publicOrigin }, "PUBLIC_URL is not set: canonical links and the sitemap point at localhost");
}

// Before listening: a half-configured SMS or WhatsApp provider stops the start here.
const textDestinations = textDestinationLine(!isProduction);

const server = app.listen(port, host, () => {
  startupMark("listening");
  const ms = Math.round(performance.now() - startedAt);
  startup.info(mailDestinationLine(process.env.SMTP_URL, outboxDir(), !isProduction));
  startup.info(textDestinations);
  startup.info({ port, mode: isProduction ? "production" : "development", ms, publicOrigin }, `The shop is ready on http://localhost:${port}`);
  // Last, where it is seen: the demo's way into the admin area, told again at every start until its password changes.
  void shop.demoAdminLogin().then(
    (login) => login && startup.info(demoAdminLine(login)),
    (error: unknown) => startup.error({ err: error }, "could not read the demo admin's login"),
  );
  void shop.afterListening().then(() => startupMark("after listening"));
  if (loadStorefront) {
    const load = loadStorefront;
    const loaded = () => {
      if (codeCacheWanted()) void warmUpForCodeCache(server.address());
    };
    setTimeout(() => void load().then(loaded, (error: unknown) => startup.error({ err: error }, "the storefront build did not load")), STOREFRONT_LOAD_DELAY_MS).unref();
  }
  traceMemoryEvery(10_000);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  startup.info({ signal }, "finishing open requests, then closing the database");
  // Give in-flight requests a bounded time to finish; keep-alive sockets that are idle close at once.
  const force = setTimeout(() => {
    startup.error("shutdown timed out; exiting");
    process.exit(1);
  }, 10_000);
  force.unref();
  server.close(async () => {
    await viteDevServer?.close();
    await fakeIyzico?.close();
    await fakePaytr?.close();
    await shop.close();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

/** Long enough for the first API reads after a start to go first; a page asks for the build at once. */
const STOREFRONT_LOAD_DELAY_MS = 200;

function loadProductionBuild(): Promise<ServerBuild> {
  return importStorefrontBuild().then((build) => {
    startupMark("storefront build evaluated");
    return build;
  });
}

/**
 * Sessions (flash toasts) are signed and stored secrets sealed (core/secret-box.ts); a shop started without
 * SESSION_SECRET or SECRET_BOX_KEY keeps a generated one in DATA_DIR, so both survive a restart.
 */
function ensureSessionSecret() {
  for (const [name, fileName] of [
    ["SESSION_SECRET", "session-secret"],
    ["SECRET_BOX_KEY", "secret-box-key"],
  ] as const) {
    if (process.env[name]) continue;
    const file = path.join(dataDir, fileName);
    if (!existsSync(file)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
    }
    process.env[name] = readFileSync(file, "utf8").trim();
  }
}
