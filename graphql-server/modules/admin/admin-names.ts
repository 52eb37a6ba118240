// Admins' names by id, for pages that show who did something (an order's history): offered to the other modules as
// the `adminNames` service instead of their reading the admin table. A removed or deactivated admin keeps their name
// in what they did.
import type { EntityManager } from "@mikro-orm/core";
import { intList, num, sql, str } from "../../core/db.js";

export async function adminNames(em: EntityManager, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await sql(em, `select id, name from admin_user where id = any(?::int[])`, [intList(ids)]);
  return new Map(rows.map((r) => [num(r.id), str(r.name)]));
}
