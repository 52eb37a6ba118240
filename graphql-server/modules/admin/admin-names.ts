// Admins' names by id, for pages that show who did something (an order's history): offered to the other modules as
// the `adminNames` service instead of their reading the admin table. A removed or deactivated admin keeps their name
// in what they did.
import type { EntityManager } from "@mikro-orm/core";
import { rows, sql } from "../../core/database.js";
import { adminDatabase as db } from "./admin.database.js";

export async function adminNames(em: EntityManager, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const admins = await rows(em, db.selectFrom("admin_user").select(["id", "name"]).where("id", "=", sql<number>`any(${ids}::int[])`));
  return new Map(admins.map((admin) => [admin.id, admin.name]));
}
