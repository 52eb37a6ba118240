// The callback's signature: HMAC-SHA256 over the fields that matter, in a fixed order, with the secret the shop and
// the acquirer share. The shop trusts nothing of a callback it cannot verify; a signature older than
// SIGNATURE_MAX_AGE_MS is refused too, so an old callback URL from a browser's history proves nothing.
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_MAX_AGE_MS = 60 * 60 * 1000;

/** The fields a callback carries, all signed. */
export const SIGNED_FIELDS = ["reference", "transaction", "result", "amount", "timestamp"] as const;
export type SignedFields = Record<(typeof SIGNED_FIELDS)[number], string>;

const canonical = (fields: SignedFields) => SIGNED_FIELDS.map((name) => `${name}=${fields[name]}`).join("&");

export const sign = (secret: string, fields: SignedFields): string => createHmac("sha256", secret).update(canonical(fields)).digest("hex");

/** The signed fields when the signature holds and is recent; null otherwise. */
export function verifiedFields(secret: string, params: Record<string, string>, now = Date.now()): SignedFields | null {
  const fields = {} as SignedFields;
  for (const name of SIGNED_FIELDS) {
    const value = params[name];
    if (typeof value !== "string" || value.length > 64) return null;
    fields[name] = value;
  }
  const given = Buffer.from(String(params.signature ?? ""), "hex");
  const expected = Buffer.from(sign(secret, fields), "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const age = now - Number(fields.timestamp);
  return Number.isFinite(age) && age >= 0 && age <= SIGNATURE_MAX_AGE_MS ? fields : null;
}
