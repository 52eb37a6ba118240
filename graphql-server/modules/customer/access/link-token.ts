// The secrets in links the shop mails to members (password reset, email verification): 32 random bytes as
// base64url in the link, only their SHA-256 (auth's hashToken) in the database.
import { randomBytes } from "node:crypto";

export const newLinkToken = () => randomBytes(32).toString("base64url");

/** Link tokens are base64url of 32 bytes; anything else (a garbled or hand-made link) is not looked up. */
export const wellFormedLinkToken = (token: string) => /^[A-Za-z0-9_-]{20,100}$/.test(token);
