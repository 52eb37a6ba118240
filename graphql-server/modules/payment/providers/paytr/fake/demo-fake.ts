// The fake PayTR for a shop started by hand or by the browser tests: with PAYTR_FAKE_PORT set, server.ts starts it on
// that port before the shop and points the PayTR method at it through the environment (PAYTR_MERCHANT_ID,
// PAYTR_MERCHANT_KEY, PAYTR_MERCHANT_SALT, PAYTR_BASE_URL), so the demo seed switches the method on. Its
// notifications go to the shop's notification address before the browser is sent back, as PayTR's usually do.
import { randomBytes } from "node:crypto";
import { PAYTR_NOTIFICATION_PATH } from "../notification-path.js";
import { startFakePaytr, type FakePaytr } from "./fake-server.js";

export async function startDemoFakePaytr(port: number, shopOrigin: string, env: NodeJS.ProcessEnv = process.env): Promise<FakePaytr> {
  const fake = await startFakePaytr({
    port,
    merchantKey: randomBytes(12).toString("hex"),
    merchantSalt: randomBytes(12).toString("hex"),
    notifyUrl: `${shopOrigin}${PAYTR_NOTIFICATION_PATH}`,
    notifyAtOnce: true,
  });
  env.PAYTR_MERCHANT_ID = fake.merchantId;
  env.PAYTR_MERCHANT_KEY = fake.merchantKey;
  env.PAYTR_MERCHANT_SALT = fake.merchantSalt;
  env.PAYTR_BASE_URL = fake.url;
  return fake;
}
