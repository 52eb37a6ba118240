// Vendure's configuration for the bench peer: its Shop API on 127.0.0.1, the shop's PostgreSQL server (its own
// database), the plugins a stock Vendure shop runs (assets, scheduler, database job queue, default search) and
// nothing that talks to the outside (no mail, no dashboard, telemetry off). Limits on order size are raised so a
// long add-to-cart run measures adding, not Vendure's "too many items" answer.
const path = require("node:path");
const { DefaultJobQueuePlugin, DefaultLogger, DefaultSchedulerPlugin, DefaultSearchPlugin, LogLevel, dummyPaymentHandler } = require("@vendure/core");
const { AssetServerPlugin } = require("@vendure/asset-server-plugin");

process.env.VENDURE_DISABLE_TELEMETRY = "true";

const port = Number(process.env.PORT || 3902);
const env = (name) => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set (bench/peer/vendure.ts sets it)`);
  return value;
};

const config = {
  apiOptions: { hostname: "127.0.0.1", port, shopApiPath: "shop-api", adminApiPath: "admin-api" },
  authOptions: {
    tokenMethod: ["bearer", "cookie"],
    superadminCredentials: { identifier: "superadmin", password: "superadmin" },
    cookieOptions: { secret: "bench-peer" },
  },
  dbConnectionOptions: {
    type: "postgres",
    host: env("PEER_DB_HOST"),
    port: Number(env("PEER_DB_PORT")),
    username: env("PEER_DB_USER"),
    password: process.env.PEER_DB_PASSWORD || undefined,
    database: env("PEER_DB_NAME"),
    schema: "public",
    synchronize: true,
    logging: false,
  },
  orderOptions: { orderItemsLimit: 1e8, orderLineItemsLimit: 1e8 },
  paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
  // Errors only: its start-up warnings are about settings a bench on loopback does not need (CORS, CSRF, the superadmin).
  logger: new DefaultLogger({ level: LogLevel.Error }),
  importExportOptions: { importAssetsDir: path.join(__dirname, "data", "images") },
  plugins: [
    AssetServerPlugin.init({ route: "assets", assetUploadDir: path.join(__dirname, "assets"), assetUrlPrefix: `http://127.0.0.1:${port}/assets/` }),
    DefaultSchedulerPlugin.init(),
    DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true }),
    DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
  ],
};

module.exports = { config };
