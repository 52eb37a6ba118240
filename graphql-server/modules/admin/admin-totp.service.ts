// The second factor's enrolment: the admin asks for a secret (shown once as a QR code and as text), proves it with
// a code from the app, and only then does login ask for codes. Turning it off needs a current code too, so a
// stolen session alone cannot remove it.
import type { EntityManager } from "@mikro-orm/core";
import { operationError, type OperationErrorResult } from "../../core/errors.js";
import { adminUserRecord, findAdminUser, type AdminUserRecord } from "./admin-user.service.js";
import { audit } from "../../core/audit.js";
import { newTotpSecret, totpMatches, totpUri } from "./totp.js";
import { openTotpSecret, sealTotpSecret } from "./totp-secret.js";

export interface TotpEnrolment {
  secret: string;
  uri: string;
  /** The URI as an SVG QR code (markup, drawn on the server so the page needs no script). */
  qrSvg: string;
}

/** The URI as an SVG QR code; the QR library loads with the first enrolment, not with every start. */
async function qrSvgOf(uri: string): Promise<string> {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toString(uri, { type: "svg", margin: 1 });
}

/** A fresh secret waiting for its first code; null when the second factor is already on (or no such admin). */
export async function startTotp(em: EntityManager, adminId: number, issuer: string): Promise<TotpEnrolment | null> {
  const user = await findAdminUser(em, adminId);
  if (!user || user.totpEnabledAt) return null;
  const secret = newTotpSecret();
  user.totpSecret = sealTotpSecret(secret);
  await em.flush();
  const uri = totpUri(user.email, issuer, secret);
  return { secret, uri, qrSvg: await qrSvgOf(uri) };
}

/** The pending secret as an enrolment again (the page shows it until confirmed); null when none is pending. */
export async function pendingTotp(em: EntityManager, adminId: number, issuer: string): Promise<TotpEnrolment | null> {
  const user = await findAdminUser(em, adminId);
  const secret = openTotpSecret(user?.totpSecret);
  if (!user || !secret || user.totpEnabledAt) return null;
  const uri = totpUri(user.email, issuer, secret);
  return { secret, uri, qrSvg: await qrSvgOf(uri) };
}

export async function confirmTotp(em: EntityManager, adminId: number, code: string): Promise<AdminUserRecord | OperationErrorResult> {
  const user = await findAdminUser(em, adminId);
  const secret = openTotpSecret(user?.totpSecret);
  if (!user || !secret || user.totpEnabledAt) return operationError("TOTP_INVALID", "code");
  if (!totpMatches(secret, code)) return operationError("TOTP_INVALID", "code");
  user.totpEnabledAt = new Date();
  await em.flush();
  await audit({ em, auth: { admin: { id: adminId } } }, { action: "totp_on", entity: "admin_user", id: adminId });
  return adminUserRecord(user);
}

export async function disableTotp(em: EntityManager, adminId: number, code: string): Promise<AdminUserRecord | OperationErrorResult> {
  const user = await findAdminUser(em, adminId);
  const secret = openTotpSecret(user?.totpSecret);
  if (!user || !secret || !user.totpEnabledAt || !totpMatches(secret, code)) return operationError("TOTP_INVALID", "code");
  user.totpSecret = null;
  user.totpEnabledAt = null;
  await em.flush();
  await audit({ em, auth: { admin: { id: adminId } } }, { action: "totp_off", entity: "admin_user", id: adminId });
  return adminUserRecord(user);
}
