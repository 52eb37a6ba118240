// On/off switches and plain texts among the site settings ("1"/"0", "true"/"false"; the shop's name), read by the modules that need them.
// A switch that has no row yet keeps the default its reader names, so a shop upgraded before the switch existed
// behaves as the product says until an administrator changes it.
import type { EntityManager } from "@mikro-orm/core";
import { sql } from "../../core/db.js";

const ON = ["1", "true", "on", "yes"];
const OFF = ["0", "false", "off", "no"];

export async function siteFlag(em: EntityManager, code: string, whenUnset: boolean): Promise<boolean> {
  const [row] = await sql(em, `select value from site_setting where code = ?`, [code]);
  const value = String(row?.value ?? "").trim().toLowerCase();
  if (ON.includes(value)) return true;
  if (OFF.includes(value)) return false;
  return whenUnset;
}

/** A text setting (the shop's name, its company), or `whenUnset` while it has no row or an empty value. */
export async function siteText(em: EntityManager, code: string, whenUnset: string): Promise<string> {
  const [row] = await sql(em, `select value from site_setting where code = ?`, [code]);
  const value = String(row?.value ?? "").trim();
  return value || whenUnset;
}
