// Who a social login signs in: the member already linked to that provider account; else the live member with the
// same email, but only when the provider vouches that the person owns the address (otherwise anyone could open an
// account at a provider with someone else's email and walk into theirs); else a new member made from the profile.
// A new member has no password and maybe no phone; signing up this way accepts the membership agreement and the
// personal-data notice shown beside the buttons (recorded as consents), never commercial messages.
import type { EntityManager } from "@mikro-orm/core";
import { num, sql } from "../../../core/db.js";
import { operationError } from "../../../core/errors.js";
import { consentVersions, recordConsents } from "../consent.service.js";
import { markEmailVerified } from "../contact-verified.js";
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
  const [sameEmail] = await sql(tx, `select id from customer where email = ? and deleted_at is null`, [identity.email]);
  if (sameEmail) {
    if (!identity.emailVerified) return operationError("SOCIAL_LOGIN_EMAIL_NOT_VERIFIED", "email");
    const customerId = num(sameEmail.id);
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
  const [row] = await sql(
    em,
    `select i.id, c.id as customer_id, c.deleted_at from customer_social_identity i join customer c on c.id = i.customer_id
      where i.provider = ? and i.subject = ?`,
    [identity.provider, identity.subject],
  );
  if (!row) return null;
  if (row.deleted_at === null) return num(row.customer_id);
  await sql(em, `delete from customer_social_identity where id = ?`, [num(row.id)]);
  return null;
}

async function link(tx: EntityManager, identity: SocialIdentity, customerId: number) {
  await sql(tx, `insert into customer_social_identity (provider, subject, customer_id, email, created_at) values (?, ?, ?, ?, now())`, [
    identity.provider,
    identity.subject,
    customerId,
    identity.email,
  ]);
}

async function createMember(tx: EntityManager, identity: SocialIdentity, language: string, clientIp: string | null): Promise<number> {
  const email = identity.email as string;
  // A profile without a name (Apple's second consent, a bare account) is named after its address until the member edits it.
  const firstName = identity.firstName || email.split("@")[0].slice(0, 128);
  const [row] = await sql(
    tx,
    `insert into customer (kind, first_name, last_name, email, phone, password_hash, language, commercial_consent, created_at, updated_at)
     values ('individual', ?, ?, ?, null, null, ?, false, now(), now()) returning id`,
    [firstName, identity.lastName, email, language],
  );
  const customerId = num(row.id);
  const versions = await consentVersions(tx);
  await recordConsents(tx, customerId, clientIp, [
    { kind: "kvkk", accepted: true, textVersion: versions.kvkk },
    { kind: "membership", accepted: true, textVersion: versions.membership },
    { kind: "commercial", accepted: false, textVersion: versions.commercial },
  ]);
  return customerId;
}
