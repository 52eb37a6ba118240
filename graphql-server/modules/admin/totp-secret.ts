// An admin's TOTP secret is stored sealed (core/secret-box.ts): a copy of the database alone does not give anyone the
// admins' second factors. Sealed for the column, so the value cannot be moved into another sealed field and opened.
import { open, seal } from "../../core/secret-box.js";

const CONTEXT = "admin_user.totp_secret";

export const sealTotpSecret = (secret: string) => seal(secret, CONTEXT);

/** The secret of a stored value; null when there is none or it does not open (another key): no code then matches. */
export const openTotpSecret = (stored: string | null | undefined) => (stored ? open(stored, CONTEXT) : null);
