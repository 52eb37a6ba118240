// The owner edits where the storefront's named links (cart, checkout, contracts, blog …) point and what they are
// called in each language. Codes stay fixed: the storefront links by them.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { rows, sql } from "../../core/database.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { notFound, operationError, type OperationErrorResult } from "../../core/errors.js";
import { audit, type AuditScope } from "../../core/audit.js";
import { siteDatabase as db } from "./site.database.js";

export interface AdminPageLinkRecord {
  id: number;
  code: string;
  url: string;
  sort: number;
  titles: { language: string; title: string }[];
}

export async function adminPageLinks(em: EntityManager, id?: number): Promise<AdminPageLinkRecord[]> {
  return rows(
    em,
    db
      .selectFrom("page_link as l")
      .select((eb) => [
        "l.id",
        "l.code",
        "l.url",
        "l.sort",
        jsonArrayFrom(
          eb
            .selectFrom("page_link_translation as t")
            .select(["t.language", "t.title"])
            .whereRef("t.page_link_id", "=", "l.id")
            .orderBy(sql`t.language <> ${DEFAULT_LANGUAGE}`)
            .orderBy("t.language"),
        ).as("titles"),
      ])
      .$if(id != null, (q) => q.where("l.id", "=", id!))
      .orderBy("l.sort")
      .orderBy("l.id"),
  );
}

const linkSchema = z.object({
  id: z.number().int().min(1).max(2_147_483_647),
  url: z.string().trim().min(1).max(255).regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/),
  sort: z.number().int().min(-1_000_000).max(1_000_000).nullish(),
  titles: z
    .array(z.object({ language: z.string().trim().toLowerCase().regex(/^[a-z]{2,8}$/), title: z.string().trim().min(1).max(255) }))
    .min(1)
    .max(10),
});

export async function savePageLink(scope: AuditScope, raw: unknown): Promise<AdminPageLinkRecord | OperationErrorResult> {
  const parsed = linkSchema.safeParse(raw);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path ?? [];
    const titles = (raw as { titles?: { language?: unknown }[] } | null)?.titles;
    const field = path[0] === "titles" && typeof path[1] === "number" ? `${String(titles?.[path[1]]?.language ?? path[1])}.title` : String(path[0] ?? "input");
    return operationError(parsed.error.issues[0]?.code === "too_small" ? "MISSING_INFORMATION" : "INVALID_VALUE", field);
  }
  const input = parsed.data;
  const known = new Set((await rows(scope.em, db.selectFrom("language").select("code"))).map((r) => r.code));
  const unknown = input.titles.find((t) => !known.has(t.language));
  if (unknown) return operationError("INVALID_VALUE", `${unknown.language}.title`);
  return scope.em.transactional(async (tx) => {
    const [before] = await adminPageLinks(tx, input.id);
    if (!before) throw notFound();
    await rows(tx, db.updateTable("page_link").set({ url: input.url, sort: input.sort ?? before.sort }).where("id", "=", input.id));
    await rows(tx, db.deleteFrom("page_link_translation").where("page_link_id", "=", input.id));
    for (const t of input.titles) {
      await rows(
        tx,
        db
          .insertInto("page_link_translation")
          .values({ page_link_id: input.id, language: t.language, title: t.title })
          .onConflict((conflict) => conflict.columns(["page_link_id", "language"]).doUpdateSet((eb) => ({ title: eb.ref("excluded.title") }))),
      );
    }
    const [after] = await adminPageLinks(tx, input.id);
    await audit({ em: tx, auth: scope.auth }, { action: "update", entity: "page_link", id: input.id, before, after });
    return after;
  });
}
