// Who a social login signs in: the member already linked to that provider account; else the live member with the
// same email, but only when the provider vouches that the person owns the address (otherwise anyone could open an
// account at a provider with someone else's email and walk into theirs); else a new member made from the profile.
// A new member has no password and maybe no phone; signing up this way accepts the membership agreement and the
// personal-data notice shown beside the buttons (recorded as consents), never commercial messages.
import type { EntityManager } from "@mikro-orm/core";
import { first, rows, sql } from "../../../core/database.js";
import { operationError } from "../../../core/errors.js";
import { consentVersions, recordConsents } from "../consent.service.js";
import { markEmailVerified } from "../contact-verified.js";
import { customerDatabase as db } from "../customer.database.js";
import { isUniqueViolation, startSession, type LoginOutcome } from "../customer.service.js";
import type { SocialIdentity } from "./protocol.js";

export async function signInWithSocialIdentity(em: EntityManager, identity: SocialIdentity, language: string, clientIp: string | null): Promise<LoginOutcome> {
  try {
    return await em.transactional((tx) => signIn(tx, identity, language, clientIp));
  } catch (error) {
    // The same person arriving twice at once (a double click): the second meets a unique index; once more, it finds
    // what the first made.
    if (!isUniqueViolation(error)) throw error;
    return em.transactional((tx) => signIn(tx, identity, language, clientIp));
  }
}

async function signIn(tx: EntityManager, identity: SocialIdentity, language: string, clientIp: string | null): Promise<LoginOutcome> {
  const linked = await linkedMember(tx, identity);
  if (linked !== null) return startSession(tx, linked);
  if (!identity.email) return operationError("SOCIAL_LOGIN_NO_EMAIL");
  const sameEmail = await first(tx, db.selectFrom("customer").select("id").where("email", "=", identity.email).where("deleted_at", "is", null));
  if (sameEmail) {
    if (!identity.emailVerified) return operationError("SOCIAL_LOGIN_EMAIL_NOT_VERIFIED", "email");
    const customerId = sameEmail.id;
    await link(tx, identity, customerId);
    await markEmailVerified(tx, customerId);
    return startSession(tx, customerId);
  }
  const customerId = await createMember(tx, identity, language, clientIp);
  await link(tx, identity, customerId);
  // The provider's word proves the address as a mailed link would: the guest orders placed with it join the account.
  if (identity.emailVerified) await markEmailVerified(tx, customerId);
  return startSession(tx, customerId);
}

/** The live member this provider account is linked to; a link left by a deleted account is dropped. */
async function linkedMember(em: EntityManager, identity: SocialIdentity): Promise<number | null> {
  const row = await first(
    em,
    db
      .selectFrom("customer_social_identity as i")
      .innerJoin("customer as c", "c.id", "i.customer_id")
      .select(["i.id", "c.id as customer_id", "c.deleted_at"])
      .where("i.provider", "=", identity.provider)
      .where("i.subject", "=", identity.subject),
  );
  if (!row) return null;
  if (row.deleted_at === null) return row.customer_id;
  await rows(em, db.deleteFrom("customer_social_identity").where("id", "=", row.id));
  return null;
}

async function link(tx: EntityManager, identity: SocialIdentity, customerId: number) {
  await rows(
    tx,
    db
      .insertInto("customer_social_identity")
      .values({ provider: identity.provider, subject: identity.subject, customer_id: customerId, email: identity.email, created_at: sql<Date>`now()` }),
  );
}

async function createMember(tx: EntityManager, identity: SocialIdentity, language: string, clientIp: string | null): Promise<number> {
  const email = identity.email as string;
  // A profile without a name (Apple's second consent, a bare account) is named after its address until the member edits it.
  const firstName = identity.firstName || email.split("@")[0].slice(0, 128);
  const row = await first(
    tx,
    db
      .insertInto("customer")
      .values({
        kind: "individual",
        first_name: firstName,
        last_name: identity.lastName,
        email,
        phone: null,
        password_hash: null,
        language,
        commercial_consent: false,
        created_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .returning("id"),
  );
  const customerId = row!.id;
  const versions = await consentVersions(tx);
  await recordConsents(tx, customerId, clientIp, [
    { kind: "kvkk", accepted: true, textVersion: versions.kvkk },
    { kind: "membership", accepted: true, textVersion: versions.membership },
    { kind: "commercial", accepted: false, textVersion: versions.commercial },
  ]);
  return customerId;
}
