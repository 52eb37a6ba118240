// Talking to PayTR: every call is a form-urlencoded POST carrying the merchant id and a paytr_token over the call's
// fields (signing.ts); the answer is JSON. A network failure, a timeout or anything that is not a JSON object is "no
// answer" (null), never an exception the checkout would have to know about.
import { loggerFor } from "../../../../core/logger.js";
import { formToken, type PaytrKeys } from "./signing.js";

/** The method's settings a PayTR call needs. */
export interface PaytrSettings extends PaytrKeys {
  /** PayTR's address (its own by default; the local fake's in tests and the demo). */
  baseUrl: string;
  /** Test-mode payments at PayTR (the merchant's test cards); off unless the settings say so. */
  testMode: boolean;
}

const PAYTR_ORIGIN = "https://www.paytr.com";

const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");

/**
 * The settings from a payment method's config (credentials already opened by paymentMethodConfig), each falling back
 * to the environment (PAYTR_MERCHANT_ID, PAYTR_MERCHANT_KEY, PAYTR_MERCHANT_SALT, PAYTR_BASE_URL, PAYTR_TEST_MODE);
 * null when a credential is missing.
 */
export function paytrSettings(config: Record<string, unknown>, env: NodeJS.ProcessEnv = process.env): PaytrSettings | null {
  const merchantId = textOf(config.merchantId) || textOf(env.PAYTR_MERCHANT_ID);
  const merchantKey = textOf(config.merchantKey) || textOf(env.PAYTR_MERCHANT_KEY);
  const merchantSalt = textOf(config.merchantSalt) || textOf(env.PAYTR_MERCHANT_SALT);
  const baseUrl = textOf(config.baseUrl) || textOf(env.PAYTR_BASE_URL) || PAYTR_ORIGIN;
  if (!/^\d{1,16}$/.test(merchantId) || !merchantKey || !merchantSalt || !/^https?:\/\/[^/]+/.test(baseUrl)) return null;
  const testMode = config.testMode === true || env.PAYTR_TEST_MODE === "1";
  return { merchantId, merchantKey, merchantSalt, baseUrl: baseUrl.replace(/\/+$/, ""), testMode };
}

/** The origin of PayTR's pages the shop frames (the card entry iframe); null when PayTR is not configured by env. */
export function paytrFrameOrigin(env: NodeJS.ProcessEnv = process.env): string | null {
  try {
    return env.PAYTR_BASE_URL ? new URL(env.PAYTR_BASE_URL).origin : null;
  } catch {
    return null;
  }
}

const TIMEOUT_MS = 15_000;
const log = loggerFor("paytr");

export type PaytrAnswer = Record<string, unknown>;

/** Posts `form` (merchant_id and the paytr_token over `tokenFields` added) to PayTR's `path`. */
export async function callPaytr(
  settings: PaytrSettings,
  path: string,
  tokenFields: readonly string[],
  fields: Record<string, string>,
): Promise<PaytrAnswer | null> {
  const form = { merchant_id: settings.merchantId, ...fields };
  const body = new URLSearchParams({ ...form, paytr_token: formToken(settings, tokenFields, form) });
  try {
    const res = await fetch(settings.baseUrl + path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer: unknown = await res.json();
    if (answer === null || typeof answer !== "object" || Array.isArray(answer)) return null;
    const result = answer as PaytrAnswer;
    if (result.status !== "success") log.warn({ path, reason: textOf(result.reason ?? result.err_msg).slice(0, 200) }, "PayTR refused a call");
    return result;
  } catch (error) {
    log.error({ path, reason: error instanceof Error ? error.message : "unknown" }, "PayTR did not answer");
    return null;
  }
}
