// Which settings of a payment method are provider credentials, and which of them are secrets. Secrets are stored
// sealed (core/secret-box.ts) for their method and field, are never sent back (the page only learns that one is set)
// and are opened only when an adapter reads the method's settings (paymentMethodConfig).
import { isSealed, open, seal } from "../../core/secret-box.js";

export interface CredentialField {
  name: string;
  secret: boolean;
  /** What a value must look like (checked before it is stored). */
  pattern: RegExp;
}

const ANY_KEY = /^[\x21-\x7e]{1,256}$/;
const URL_PATTERN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?\/?$/;

export const CREDENTIAL_FIELDS: Record<string, readonly CredentialField[]> = {
  iyzico: [
    { name: "apiKey", secret: true, pattern: ANY_KEY },
    { name: "secretKey", secret: true, pattern: ANY_KEY },
    { name: "baseUrl", secret: false, pattern: URL_PATTERN },
  ],
  paytr: [
    { name: "merchantId", secret: false, pattern: /^\d{1,16}$/ },
    { name: "merchantKey", secret: true, pattern: ANY_KEY },
    { name: "merchantSalt", secret: true, pattern: ANY_KEY },
  ],
};

const context = (code: string, name: string) => `payment_method:${code}:${name}`;

export const sealCredential = (code: string, name: string, value: string) => seal(value, context(code, name));

/**
 * A method's settings with its sealed values opened. A value that does not open (the key changed) is left out, so
 * the adapter falls back to the environment or counts as not configured, never uses garbage as a key.
 */
export function openedConfig(code: string, config: Record<string, unknown>): Record<string, unknown> {
  const opened: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(config)) {
    if (!isSealed(value)) opened[name] = value;
    else {
      const plain = open(value, context(code, name));
      if (plain !== null) opened[name] = plain;
    }
  }
  return opened;
}
