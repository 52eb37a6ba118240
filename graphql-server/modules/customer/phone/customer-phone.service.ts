// Signing in with a one-time code to the member's phone (SMS or WhatsApp). The phone is the member's stored,
// normalised number; a code goes only to a number a member has, so the shop never texts a stranger (another number
// gets the same answer and a code sent to nobody). A right code proves the phone, so it also marks it verified.
import type { EntityManager } from "@mikro-orm/core";
import type { ShopContext } from "../../../core/context.js";
import { first } from "../../../core/database.js";
import { operationError } from "../../../core/errors.js";
import { checkCodeForRequest, issueUnsentCodeForRequest, normalisePhone, sendCodeForRequest, type CodeError, type IssueCodeResult, type TextChannel } from "../../verification/index.js";
import { customerDatabase as db } from "../customer.database.js";
import { markPhoneVerified, startSession, type CustomerSessionResult } from "../customer.service.js";

type CodeScope = Pick<ShopContext, "em" | "limit">;

/** The code purpose per channel: a WhatsApp code does not sign in through SMS and the other way round. */
const loginPurpose = (channel: TextChannel) => (channel === "whatsapp" ? "login_whatsapp" : "login_phone");

/** The live member with this phone (normalised as stored), or null. */
async function memberByPhone(em: EntityManager, phone: string): Promise<number | null> {
  const normalised = normalisePhone(phone);
  if (!normalised) return null;
  const row = await first(em, db.selectFrom("customer").select("id").where("phone", "=", normalised).where("deleted_at", "is", null));
  return row ? row.id : null;
}

export async function sendLoginCode(ctx: CodeScope, phone: string, channel: TextChannel, language: string): Promise<IssueCodeResult> {
  const destination = normalisePhone(phone);
  const request = { purpose: loginPurpose(channel), destination: phone, channel, language };
  // A number no member has is answered, limited and later checked like a member's, but its code is sent to nobody:
  // the shop never texts a stranger, and nobody learns whose number it is (docs/decisions/101).
  if (destination && (await memberByPhone(ctx.em, destination)) === null) return issueUnsentCodeForRequest(ctx, request);
  // A malformed number gets its field message from the code service.
  return sendCodeForRequest(ctx, request);
}

/** Checks a login code; the member's id when it is right. Failures count against the number (loginAccount). */
async function checkLoginCode(ctx: CodeScope, phone: string, code: string, channel: TextChannel): Promise<{ ok: true; customerId: number } | { ok: false; error: CodeError }> {
  const destination = normalisePhone(phone);
  const giveBack = await ctx.limit("loginAccount", destination);
  const checked = await checkCodeForRequest(ctx, { purpose: loginPurpose(channel), destination: phone, code });
  if (!checked.ok) return checked;
  // Only failures count against the number: a member who signs in often is never locked out.
  await giveBack();
  // The member may have been deleted since the code was sent.
  const customerId = await memberByPhone(ctx.em, checked.destination);
  if (customerId === null) return { ok: false, error: operationError("TIMEOUT", "code") };
  await markPhoneVerified(ctx.em, customerId);
  return { ok: true, customerId };
}

export async function loginWithCode(ctx: CodeScope, phone: string, code: string, channel: TextChannel): Promise<CustomerSessionResult | CodeError> {
  const checked = await checkLoginCode(ctx, phone, code, channel);
  return checked.ok ? startSession(ctx.em, checked.customerId) : checked.error;
}

export async function confirmLoginCode(ctx: CodeScope, phone: string, code: string, channel: TextChannel): Promise<{ __typename: "PhoneCodeAccepted"; phone: string } | CodeError> {
  const checked = await checkLoginCode(ctx, phone, code, channel);
  return checked.ok ? { __typename: "PhoneCodeAccepted", phone: normalisePhone(phone)! } : checked.error;
}

