// Passwords: argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes; ~0.25 s here). A hash made with older
// parameters is replaced at the next successful login. An unknown account still costs one verification, so the
// answer's timing does not tell which emails are members.
import argon2 from "argon2";

export const MIN_PASSWORD_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it is no denial of service. */
export const MAX_PASSWORD_LENGTH = 128;

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

let decoy: Promise<string> | null = null;

/** True when the password matches; `hash` null (no account, or no password set) checks against a decoy. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    decoy ??= hashPassword("decoy-password-for-timing");
    await argon2.verify(await decoy, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

// A hash of another variant (argon2i, argon2d) is not argon2id: rehash it too.
export const passwordNeedsRehash = (hash: string) => !hash.startsWith("$argon2id$") || argon2.needsRehash(hash);
