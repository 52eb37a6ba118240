// The fake iyzico for a shop started by hand or by the browser tests: with IYZICO_FAKE_PORT set, server.ts starts it
// on that port before the shop and points the iyzico method at it through the environment (IYZICO_API_KEY,
// IYZICO_SECRET_KEY, IYZICO_BASE_URL), so the demo seed switches the method on. Its webhooks go to the shop's
// webhook route by themselves, a moment after each step, as iyzico's do.
import { randomBytes } from "node:crypto";
import { startFakeIyzico, type FakeIyzico } from "./fake-server.js";

export async function startDemoFakeIyzico(port: number, shopOrigin: string, env: NodeJS.ProcessEnv = process.env): Promise<FakeIyzico> {
  const fake = await startFakeIyzico({
    port,
    apiKey: "demo-api-key",
    secretKey: randomBytes(16).toString("hex"),
    webhookUrl: `${shopOrigin}/api/v1/payment/iyzicoWebhook`,
    autoDeliverMs: 1_000,
  });
  env.IYZICO_API_KEY = fake.apiKey;
  env.IYZICO_SECRET_KEY = fake.secretKey;
  env.IYZICO_BASE_URL = fake.url;
  return fake;
}
