// iyzico's signatures, shared by the adapter and the local fake so both sides compute them the one same way.
// Requests carry IYZWSv2: an HMAC-SHA256 over the random key, the path and the body exactly as sent. Answers carry a
// `signature` over a fixed list of their fields joined by ':'. Webhooks carry X-IYZ-SIGNATURE-V3 over the secret,
// the event type, the payment id, the conversation id and the status. All hex HMAC-SHA256 with the secret key.
import { createHmac, timingSafeEqual } from "node:crypto";

const hmacHex = (secretKey: string, text: string) => createHmac("sha256", secretKey).update(text, "utf8").digest("hex");

/** Constant-time comparison of two hex signatures; anything that is not the expected one is false. */
export function sameSignature(given: unknown, expected: string): boolean {
  if (typeof given !== "string" || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given.toLowerCase()), Buffer.from(expected));
}

/** The Authorization header of a request whose JSON body is exactly `bodyText`. */
export function authorizationHeader(apiKey: string, secretKey: string, randomKey: string, uriPath: string, bodyText: string): string {
  const signature = hmacHex(secretKey, randomKey + uriPath + bodyText);
  return `IYZWSv2 ${Buffer.from(`apiKey:${apiKey}&randomKey:${randomKey}&signature:${signature}`).toString("base64")}`;
}

/** What an IYZWSv2 header says: the api key, the random key and the signature; null when it is not one. */
export function readAuthorization(header: string | undefined): { apiKey: string; randomKey: string; signature: string } | null {
  const match = /^IYZWSv2 ([A-Za-z0-9+/=]{1,1024})$/.exec(header ?? "");
  if (!match) return null;
  const parts = /^apiKey:([^&]*)&randomKey:([^&]*)&signature:([0-9a-f]{64})$/.exec(Buffer.from(match[1], "base64").toString("utf8"));
  return parts ? { apiKey: parts[1], randomKey: parts[2], signature: parts[3] } : null;
}

/** The request signature a header must carry for this path and body. */
export const requestSignature = (secretKey: string, randomKey: string, uriPath: string, bodyText: string) => hmacHex(secretKey, randomKey + uriPath + bodyText);

/** The fields each signed answer covers, in order. */
export const RESPONSE_SIGNED_FIELDS = {
  threedsInitialize: ["paymentId", "conversationId"],
  payment: ["paymentId", "currency", "basketId", "conversationId", "paidPrice", "price"],
  refund: ["paymentId", "price", "currency", "conversationId"],
} as const;

const PRICE_FIELDS = new Set(["price", "paidPrice"]);

/** A signed price is written as a number prints ("100", "12.5"), whether the answer carries it as text or number. */
const signedText = (name: string, value: unknown) => {
  if (value === undefined || value === null) return "";
  return PRICE_FIELDS.has(name) && /^\d+(\.\d+)?$/.test(String(value)) ? String(parseFloat(String(value))) : String(value);
};

/** An answer's signature over its fields (missing ones count as empty). */
export function responseSignature(secretKey: string, fields: readonly string[], answer: Record<string, unknown>): string {
  return hmacHex(secretKey, fields.map((name) => signedText(name, answer[name])).join(":"));
}

export const responseSigned = (secretKey: string, fields: readonly string[], answer: Record<string, unknown>) =>
  sameSignature(answer.signature, responseSignature(secretKey, fields, answer));

/** The webhook's fields its signature covers (the direct, non-hosted format). */
export interface WebhookFields {
  iyziEventType: string;
  paymentId: string;
  paymentConversationId: string;
  status: string;
}

export const webhookSignature = (secretKey: string, w: WebhookFields) =>
  hmacHex(secretKey, secretKey + w.iyziEventType + w.paymentId + w.paymentConversationId + w.status);

/**
 * Minor units as iyzico writes a price: a decimal string that always has a dot ("12.5", "100.0"), as its SDK's
 * formatPrice does. Integer arithmetic: no binary fraction ever reaches the text.
 */
export function formatPrice(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = Math.abs(minor % 100);
  if (cents === 0) return `${whole}.0`;
  return `${whole}.${String(cents).padStart(2, "0").replace(/0$/, "")}`;
}

/** A price as iyzico sends it (string or number) in minor units; null when it is not a price. */
export function parsePrice(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !/^\d{1,12}(\.\d{1,8})?$/.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  // More than two decimals must be zeros: a price of a fraction of a kuruş is not one the shop asked for.
  if (/[^0]/.test(fraction.slice(2))) return null;
  return Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
}
