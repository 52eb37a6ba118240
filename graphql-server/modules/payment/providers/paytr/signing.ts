// PayTR's tokens, shared by the adapter and the local fake so both sides compute them the one same way. Every token
// is base64(HMAC-SHA256(merchant_key, fields concatenated + merchant_salt)); only which fields, in which order,
// differs per call. The notification's hash is the exception: the salt sits after the order id, not at the end.
import { createHmac, timingSafeEqual } from "node:crypto";

export interface PaytrKeys {
  merchantId: string;
  merchantKey: string;
  merchantSalt: string;
}

const hmacBase64 = (key: string, text: string) => createHmac("sha256", key).update(text, "utf8").digest("base64");

/** The paytr_token of a request: the fields in PayTR's order for that call, then the salt. */
export const requestToken = (keys: PaytrKeys, fields: readonly string[]) => hmacBase64(keys.merchantKey, fields.join("") + keys.merchantSalt);

/** Which fields each call's token covers, in order (PayTR's documentation per service). */
export const TOKEN_FIELDS = {
  getToken: ["merchant_id", "user_ip", "merchant_oid", "email", "payment_amount", "user_basket", "no_installment", "max_installment", "currency", "test_mode"],
  refund: ["merchant_id", "merchant_oid", "return_amount"],
  status: ["merchant_id", "merchant_oid"],
  binDetail: ["bin_number", "merchant_id"],
  installmentRates: ["merchant_id", "request_id"],
} as const;

/** The token of a form whose fields are named as PayTR names them. */
export const formToken = (keys: PaytrKeys, fields: readonly string[], form: Record<string, string>) =>
  requestToken(
    keys,
    fields.map((name) => form[name] ?? ""),
  );

/** The notification's hash: merchant_oid + salt + status + total_amount. */
export const notificationHash = (keys: PaytrKeys, n: { merchant_oid: string; status: string; total_amount: string }) =>
  hmacBase64(keys.merchantKey, n.merchant_oid + keys.merchantSalt + n.status + n.total_amount);

/** Constant-time comparison of a given token with the expected one; anything else is false. */
export function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== "string" || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** Minor units as PayTR's refund and status calls write an amount: "11.97", "100.00". */
export const decimalAmount = (minor: number) => `${Math.trunc(minor / 100)}.${String(Math.abs(minor % 100)).padStart(2, "0")}`;

/** An amount PayTR writes as a decimal ("11.97", "100", 100.5) in minor units; null when it is not one. */
export function parseDecimalAmount(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !/^\d{1,12}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** An amount PayTR writes in minor units ("12345"); null when it is not a whole number. */
export const parseMinorAmount = (value: unknown): number | null => (typeof value === "string" && /^\d{1,14}$/.test(value) ? Number(value) : null);
