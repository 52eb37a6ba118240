// The phone confirmation before ordering (site setting must_phone_confirm, on unless it says "0"): a one-time code
// to the contact phone of the order. A member confirms once (the customer module keeps phone_verified_at); a guest
// confirms per guest session, for the number it confirmed (a changed contact phone needs a new code).
import type { EntityManager } from "@mikro-orm/core";
import type { ShopContext, Shopper } from "../../core/context.js";
import { first, rows } from "../../core/database.js";
import { operationError } from "../../core/errors.js";
import { getCustomerProfile, markPhoneVerified } from "../customer/index.js";
import { siteFlag } from "../site/index.js";
import { checkCodeForRequest, normalisePhone, sendCodeForRequest, type CodeError, type TextChannel } from "../verification/index.js";
import { getShopperContact } from "./contact.service.js";
import { guestDatabase as db } from "./guest.database.js";

export const MUST_PHONE_CONFIRM_SETTING = "must_phone_confirm";
/** The purpose of these codes: the same as the public phone-confirmation codes (sendPhoneCode, /sms/otp). */
const PURPOSE = "phone_confirm";

export interface ShopperPhoneStatus {
  __typename: "ShopperPhone";
  /** The contact phone as given. */
  phone: string;
  confirmed: boolean;
  required: boolean;
}

export const phoneConfirmRequired = (em: EntityManager) => siteFlag(em, MUST_PHONE_CONFIRM_SETTING, true);

async function isConfirmed(em: EntityManager, shopper: Shopper, phone: string): Promise<boolean> {
  if (shopper.kind === "customer") {
    const profile = await getCustomerProfile(em, shopper.id);
    return profile?.phoneVerified === true;
  }
  const row = await first(em, db.selectFrom("guest").select("phone_confirmed").where("id", "=", shopper.id));
  const confirmed = row?.phone_confirmed ?? null;
  return confirmed !== null && confirmed === normalisePhone(phone);
}

/** The contact phone and whether it is confirmed; null while a guest has given no contact. */
export async function shopperPhoneStatus(em: EntityManager, shopper: Shopper): Promise<ShopperPhoneStatus | null> {
  const contact = await getShopperContact(em, shopper);
  if (!contact) return null;
  const [required, confirmed] = [await phoneConfirmRequired(em), await isConfirmed(em, shopper, contact.phone)];
  return { __typename: "ShopperPhone", phone: contact.phone, confirmed, required };
}

/** For placing an order: true when the setting asks for a confirmed phone and this shopper's is not. */
export async function phoneConfirmationMissing(em: EntityManager, shopper: Shopper, phone: string): Promise<boolean> {
  return (await phoneConfirmRequired(em)) && !(await isConfirmed(em, shopper, phone));
}

type CodeScope = Pick<ShopContext, "em" | "limit">;

/** Sends a code to the shopper's contact phone (MISSING_INFORMATION without a contact). */
export async function sendShopperPhoneCode(ctx: CodeScope, shopper: Shopper, channel: TextChannel, language: string) {
  const contact = await getShopperContact(ctx.em, shopper);
  if (!contact) return { ok: false as const, error: operationError("MISSING_INFORMATION", "contact") as CodeError };
  return sendCodeForRequest(ctx, { purpose: PURPOSE, destination: contact.phone, channel, language });
}

/** Checks the code sent to the contact phone and records what it proved. */
export async function confirmShopperPhone(ctx: CodeScope, shopper: Shopper, code: string): Promise<ShopperPhoneStatus | CodeError> {
  const contact = await getShopperContact(ctx.em, shopper);
  if (!contact) return operationError("MISSING_INFORMATION", "contact");
  const checked = await checkCodeForRequest(ctx, { purpose: PURPOSE, destination: contact.phone, code });
  if (!checked.ok) return checked.error;
  if (shopper.kind === "customer") await markPhoneVerified(ctx.em, shopper.id);
  else await rows(ctx.em, db.updateTable("guest").set({ phone_confirmed: checked.destination }).where("id", "=", shopper.id));
  return { __typename: "ShopperPhone", phone: contact.phone, confirmed: true, required: await phoneConfirmRequired(ctx.em) };
}
