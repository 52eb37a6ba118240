// Secrets the shop must be able to read back (a payment provider's keys, an admin's TOTP secret) are stored sealed:
// AES-256-GCM with a random 96-bit nonce, the ciphertext authenticated together with where it is stored (`context`,
// e.g. "payment_method:paytr:merchantKey"), so a sealed value copied into another column or row does not open. The
// key is SECRET_BOX_KEY (32 bytes, base64 or hex). A shop started without it (development, the demo) has server.ts
// generate one into its data folder; anything else without it (tests) gets a key for this process only. See
// docs/decisions/058. Sealed text: "sb1:" + base64url(nonce | tag | ciphertext).
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const PREFIX = "sb1:";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

let processKey: Buffer | null = null;

/** The key from SECRET_BOX_KEY; a malformed one is a start-up error, never a silently weaker key. */
export function secretBoxKey(env: Record<string, string | undefined> = process.env): Buffer {
  const configured = env.SECRET_BOX_KEY?.trim();
  if (!configured) return (processKey ??= randomBytes(32));
  const key = /^[0-9a-f]{64}$/i.test(configured) ? Buffer.from(configured, "hex") : Buffer.from(configured, "base64");
  if (key.length !== 32) throw new Error("SECRET_BOX_KEY must be 32 bytes, written as 64 hex digits or base64");
  return key;
}

/** A new key as SECRET_BOX_KEY takes it (hex). */
export const newSecretBoxKey = () => randomBytes(32).toString("hex");

export const isSealed = (value: unknown): value is string => typeof value === "string" && value.startsWith(PREFIX);

/** The plain text sealed for `context`. */
export function seal(plain: string, context: string, key: Buffer = secretBoxKey()): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString("base64url");
}

/** The plain text of a value sealed for `context`; null when it is not one (another key, context or a changed byte). */
export function open(sealed: string, context: string, key: Buffer = secretBoxKey()): string | null {
  if (!isSealed(sealed)) return null;
  const raw = Buffer.from(sealed.slice(PREFIX.length), "base64url");
  if (raw.length < NONCE_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
