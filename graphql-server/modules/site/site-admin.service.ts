// The owner's side of the site settings: which settings the admin may edit, the form each value must have, and
// saving several at once (one transaction, one audit entry with the values before and after). The storefront reads
// the settings through the public-read cache, which every committed write makes stale, so a change shows at once.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import { rows } from "../../core/database.js";
import { operationError, type OperationErrorResult } from "../../core/errors.js";
import { audit, type AuditScope } from "../../core/audit.js";
import { upsertSetting } from "./site-flags.js";
import { siteDatabase as db } from "./site.database.js";

type Scope = "public" | "setting" | "config";

const line = (max = 255) => z.string().trim().max(max);
const markup = z.string().max(100_000);
/** A picture's address: a path on this site or an https address. */
const picture = z.string().trim().max(500).regex(/^(\/[^\s]*|https:\/\/[^\s]+)?$/);

/** An on/off switch: "1" or "0" (the stored forms site-flags.ts reads as on and off). */
const flag = z.enum(["0", "1"]);

/**
 * The settings the admin edits, each with its scope (where the storefront reads it), the form of its value and, for
 * a switch, what an unset one means (its reader's default), so the form shows what the shop does.
 */
export const EDITABLE_SETTINGS: Record<string, { scope: Scope; schema: z.ZodType<string>; whenUnset?: string }> = {
  shop_name: { scope: "config", schema: line(120) },
  company: { scope: "config", schema: line() },
  logo: { scope: "config", schema: picture },
  phone: { scope: "public", schema: line(32).regex(/^[+\d\s()-]*$/) },
  whatsapp: { scope: "public", schema: line(32).regex(/^[+\d\s()-]*$/) },
  email: { scope: "public", schema: z.union([z.literal(""), z.string().trim().max(255).email()]) },
  address: { scope: "public", schema: line(500) },
  // Tag Manager container ids look like GTM-XXXXXXX; anything else would be written into every page's script.
  google_gtm_id: { scope: "public", schema: z.string().trim().max(20).regex(/^(GTM-[A-Z0-9]{4,12})?$/) },
  // The content of Google's verification meta tag: letters, digits, - and _.
  google_site_verification: { scope: "public", schema: z.string().trim().max(100).regex(/^[A-Za-z0-9_-]*$/) },
  head_script: { scope: "setting", schema: markup },
  body_script: { scope: "setting", schema: markup },
  body_html: { scope: "setting", schema: markup },
  css: { scope: "setting", schema: markup },
  favicon: { scope: "setting", schema: picture },
  no_image_product: { scope: "setting", schema: picture },
  // Guests and members confirm their phone with a code before ordering (guest/contact-phone.service.ts); on unless set off.
  must_phone_confirm: { scope: "config", schema: flag, whenUnset: "1" },
};

export interface AdminSettingRecord {
  code: string;
  value: string;
}

/** Every editable setting with its value ("" when the shop has none yet), in the table's order. */
export async function adminSiteSettings(em: EntityManager): Promise<AdminSettingRecord[]> {
  const codes = Object.keys(EDITABLE_SETTINGS);
  const stored = await rows(em, db.selectFrom("site_setting").select(["code", "value"]).where("code", "in", codes));
  return codes.map((code) => ({ code, value: (stored.find((r) => r.code === code)?.value ?? "") || (EDITABLE_SETTINGS[code].whenUnset ?? "") }));
}

const inputSchema = z.array(z.object({ code: z.string(), value: z.string() })).min(1).max(Object.keys(EDITABLE_SETTINGS).length);

/** Saves the given settings (others stay as they are); the first unknown code or malformed value refuses them all. */
export async function saveSiteSettings(scope: AuditScope, raw: unknown): Promise<AdminSettingRecord[] | OperationErrorResult> {
  const parsed = inputSchema.safeParse(raw);
  if (!parsed.success) return operationError("MISSING_INFORMATION", "values");
  const values: AdminSettingRecord[] = [];
  for (const { code, value } of parsed.data) {
    const rule = Object.hasOwn(EDITABLE_SETTINGS, code) ? EDITABLE_SETTINGS[code] : undefined;
    if (!rule) return operationError("INVALID_VALUE", code.slice(0, 64));
    const checked = rule.schema.safeParse(value);
    if (!checked.success) return operationError("INVALID_VALUE", code);
    values.push({ code, value: checked.data });
  }
  return scope.em.transactional(async (tx) => {
    const before = await adminSiteSettings(tx);
    for (const { code, value } of values) {
      await rows(tx, upsertSetting(code, EDITABLE_SETTINGS[code].scope, value));
    }
    const after = await adminSiteSettings(tx);
    const changed = (list: AdminSettingRecord[]) => Object.fromEntries(list.filter((s) => values.some((v) => v.code === s.code)).map((s) => [s.code, s.value]));
    await audit({ em: tx, auth: scope.auth }, { action: "update", entity: "site_setting", before: changed(before), after: changed(after) });
    return after;
  });
}
