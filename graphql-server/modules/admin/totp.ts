// Time-based one-time passwords (RFC 6238, the authenticator apps' codes): 6 digits, 30-second steps; the code of
// the step before and after is accepted too, so a phone clock a little off still signs in.
import { authenticator } from "otplib";

authenticator.options = { window: 1 };

export const newTotpSecret = () => authenticator.generateSecret(20);

/** The otpauth:// address an authenticator app reads from the QR code. */
export const totpUri = (account: string, issuer: string, secret: string) => authenticator.keyuri(account, issuer, secret);

/** True when `code` (spaces allowed) is the secret's code now. */
export function totpMatches(secret: string, code: string): boolean {
  const digits = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(digits)) return false;
  try {
    return authenticator.check(digits, secret);
  } catch {
    return false;
  }
}

/** The current code (tests and the command line use it; the server never shows it). */
export const currentTotp = (secret: string) => authenticator.generate(secret);
