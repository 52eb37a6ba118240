// On/off switches and plain texts among the site settings ("1"/"0", "true"/"false"; the shop's name), read by the modules that need them.
// A switch that has no row yet keeps the default its reader names, so a shop upgraded before the switch existed
// behaves as the product says until an administrator changes it.
import type { EntityManager } from "@mikro-orm/core";
import { first } from "../../core/database.js";
import { siteDatabase as db } from "./site.database.js";

const ON = ["1", "true", "on", "yes"];
const OFF = ["0", "false", "off", "no"];

const settingValue = (em: EntityManager, code: string) => first(em, db.selectFrom("site_setting").select("value").where("code", "=", code));

/** Writes one setting, made when missing: the settings page and the pictures save through it. */
export const upsertSetting = (code: string, scope: "public" | "setting" | "config", value: string) =>
  db
    .insertInto("site_setting")
    .values({ code, scope, value })
    .onConflict((conflict) => conflict.column("code").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })));

export async function siteFlag(em: EntityManager, code: string, whenUnset: boolean): Promise<boolean> {
  const row = await settingValue(em, code);
  const value = String(row?.value ?? "").trim().toLowerCase();
  if (ON.includes(value)) return true;
  if (OFF.includes(value)) return false;
  return whenUnset;
}

/** A text setting (the shop's name, its company), or `whenUnset` while it has no row or an empty value. */
export async function siteText(em: EntityManager, code: string, whenUnset: string): Promise<string> {
  const row = await settingValue(em, code);
  const value = String(row?.value ?? "").trim();
  return value || whenUnset;
}
