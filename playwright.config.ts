// Browser tests against the production build, in Debian's Chromium, on a port and database of their own.
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
// E2E_DATA_DIR and E2E_DEV=1 (Vite dev server instead of the build) let several people run the suite side by side.
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data/e2e";
const DEV = process.env.E2E_DEV === "1";
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * The local OpenID Connect provider social-login.spec.ts starts, standing in for Google: the shop is configured for
 * it from the start (its discovery is fetched at the first login, when the spec has started it).
 */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 20000);
/** The password of the demo's first owner (admin@example.com) in browser tests. */
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";
/** The local fake iyzico the shop starts beside itself (IYZICO_FAKE_PORT; iyzico-payment.spec.ts pays through it). */
export const E2E_IYZICO_PORT = Number(process.env.E2E_IYZICO_PORT ?? PORT + 21000);
/** The local fake PayTR the shop starts beside itself (PAYTR_FAKE_PORT; paytr-payment.spec.ts pays through it). */
export const E2E_PAYTR_PORT = Number(process.env.E2E_PAYTR_PORT ?? PORT + 22000);
/** The port of the Netgsm fake admin-settings-texts.spec.ts starts; the shop is told its address (NETGSM_URL). */
export const E2E_NETGSM_PORT = Number(process.env.E2E_NETGSM_PORT ?? PORT + 23000);
/** The port of the Instagram Graph API fake instagram.spec.ts starts (the shop's INSTAGRAM_GRAPH_URL). */
export const E2E_INSTAGRAM_PORT = Number(process.env.E2E_INSTAGRAM_PORT ?? PORT + 24000);
export const E2E_GOOGLE = { clientId: "e2e-google", clientSecret: "e2e-google-secret", issuer: `http://127.0.0.1:${E2E_OIDC_PORT}` };

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // A 2-core machine runs the server and the browsers.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Turkish is the default shop language; tests that need another browser language set it themselves.
    locale: "tr-TR",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // Every browser test comes from 127.0.0.1: the new-guest, registration, one-time-code and admin sign-in limits per
    // address (the admin specs all sign in as the demo owner) are raised, not switched off (they stay exercised); the codes go to the dev outbox in DATA_DIR/text-outbox (tests
    // read them).
    // A throwaway embedded database per run. Production runs what `npm start` runs: the bundled server, built first
    // when missing or older than its sources (scripts/ensure-build.mjs; npm test has just built). E2E_DEV=1: tsx.
    command: [
      `rm -rf ${DATA_DIR}`,
      ...(DEV ? [] : ["node scripts/ensure-build.mjs"]),
      // Access lines would drown the test report: warnings and errors only, unless E2E_LOG_LEVEL says otherwise.
      `LOG_LEVEL=${process.env.E2E_LOG_LEVEL ?? "warn"} NODE_ENV=${DEV ? "development" : "production"} RATE_LIMIT_NEW_GUEST=1000/600 RATE_LIMIT_REGISTER=1000/600 RATE_LIMIT_CODE_SEND=1000/600 RATE_LIMIT_CODE_CHECK=1000/600 RATE_LIMIT_ADMIN_LOGIN=1000/600 RATE_LIMIT_ADMIN_LOGIN_ACCOUNT=1000/600 RATE_LIMIT_ADMIN_LOGIN_PACE=1000/600 GOOGLE_CLIENT_ID=${E2E_GOOGLE.clientId} GOOGLE_CLIENT_SECRET=${E2E_GOOGLE.clientSecret} GOOGLE_ISSUER=${E2E_GOOGLE.issuer} DEMO_ADMIN_PASSWORD=${E2E_ADMIN_PASSWORD} IYZICO_FAKE_PORT=${E2E_IYZICO_PORT} PAYTR_FAKE_PORT=${E2E_PAYTR_PORT} NETGSM_URL=http://127.0.0.1:${E2E_NETGSM_PORT}/sms/send/get INSTAGRAM_GRAPH_URL=http://127.0.0.1:${E2E_INSTAGRAM_PORT}/v21.0 PORT=${PORT} DATA_DIR=${DATA_DIR} PGLITE_DIR=${DATA_DIR}/pglite ${DEV ? "npx tsx server.ts" : "node build/server.mjs"}`,
    ].join(" && "),
    url: `http://localhost:${PORT}/favicon.svg`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    stderr: "pipe",
  },
});
