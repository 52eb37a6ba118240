// Passwords: argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes). A hash made with older
// parameters is replaced at the next successful login. An unknown account still costs one verification, so the
// answer's timing does not tell which emails are members.
// The native library is loaded at the first password a request checks, not at start: most starts never need it.
type Argon2 = typeof import("argon2");
let loading: Promise<Argon2> | null = null;
const argon2 = () => (loading ??= import("argon2").then((module) => ((module as { default?: Argon2 }).default ?? module) as Argon2));

export const MIN_PASSWORD_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it is no denial of service. */
export const MAX_PASSWORD_LENGTH = 128;

export async function hashPassword(password: string): Promise<string> {
  const library = await argon2();
  return library.hash(password, { type: library.argon2id });
}

let decoy: Promise<string> | null = null;

/** True when the password matches; `hash` null (no account, or no password set) checks against a decoy. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    decoy ??= hashPassword("decoy-password-for-timing");
    await (await argon2()).verify(await decoy, password).catch(() => false);
    return false;
  }
  return (await argon2()).verify(hash, password).catch(() => false);
}

// A hash of another variant (argon2i, argon2d) is not argon2id: rehash it too.
export const passwordNeedsRehash = async (hash: string) => !hash.startsWith("$argon2id$") || (await argon2()).needsRehash(hash);
