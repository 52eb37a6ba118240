// Content categories: the types pages are grouped by (page, policy, contract, help …), named per language. The
// storefront lists a type's pages by its code; the admin names it and chooses its order.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { first, rows, sql } from "../../core/database.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { notFound, operationError, type OperationErrorResult } from "../../core/errors.js";
import { audit, type AuditScope } from "../../core/audit.js";
import { codeSchema, idSchema, isUniqueViolation, languageSchema, MAX_TEXTS, refusal, sortSchema, textFieldOf, textsProblem, unknownLanguage } from "./admin-input.js";
import { contentDatabase as db } from "./content.database.js";

export interface ContentCategoryRecord {
  id: number;
  code: string;
  sort: number;
  isActive: boolean;
  /** The name in the asked language, else the default language's, else the code. */
  name: string;
  names: { language: string; name: string }[];
}

const categorySchema = z.object({
  id: idSchema.nullish(),
  code: codeSchema(32),
  sort: sortSchema.nullish(),
  isActive: z.boolean().nullish(),
  texts: z.array(z.object({ language: languageSchema, name: z.string().trim().min(1).max(255) })).min(1).max(MAX_TEXTS),
});

export async function contentCategories(em: EntityManager, language: string, id?: number): Promise<ContentCategoryRecord[]> {
  const categories = await rows(
    em,
    db
      .selectFrom("content_category as c")
      .select((eb) => [
        "c.id",
        "c.code",
        "c.sort",
        "c.is_active",
        jsonArrayFrom(
          eb
            .selectFrom("content_category_translation as t")
            .select(["t.language", "t.name"])
            .whereRef("t.category_id", "=", "c.id")
            .orderBy(sql`t.language <> ${DEFAULT_LANGUAGE}`)
            .orderBy("t.language"),
        ).as("names"),
      ])
      .$if(id !== undefined, (q) => q.where("c.id", "=", id!))
      .orderBy("c.sort")
      .orderBy("c.code"),
  );
  return categories.map((r) => {
    const name = r.names.find((n) => n.language === language)?.name ?? r.names.find((n) => n.language === DEFAULT_LANGUAGE)?.name ?? r.code;
    return { id: r.id, code: r.code, sort: r.sort, isActive: r.is_active, name, names: r.names };
  });
}

export async function saveContentCategory(scope: AuditScope, raw: unknown, language: string): Promise<ContentCategoryRecord | OperationErrorResult> {
  const parsed = categorySchema.safeParse(raw);
  if (!parsed.success) return refusal(parsed.error, textFieldOf((raw as { texts?: unknown } | null)?.texts));
  const input = parsed.data;
  const problem = textsProblem(input.texts, DEFAULT_LANGUAGE);
  if (problem) return operationError("MISSING_INFORMATION", problem.replace(".title", ".name"));
  const unknown = await unknownLanguage(scope.em, input.texts.map((t) => t.language));
  if (unknown) return operationError("INVALID_VALUE", `${unknown}.language`);
  try {
    const id = await scope.em.transactional(async (tx) => {
      const [before] = input.id ? await contentCategories(tx, language, input.id) : [];
      if (input.id && !before) throw notFound();
      const same = await first(tx, db.selectFrom("content_category").select("id").where("code", "=", input.code).where("id", "is distinct from", input.id ?? null));
      if (same) return null;
      const values = { code: input.code, sort: input.sort ?? before?.sort ?? 0, is_active: input.isActive ?? before?.isActive ?? true };
      const id = before
        ? (await rows(tx, db.updateTable("content_category").set(values).where("id", "=", before.id)), before.id)
        : (await first(tx, db.insertInto("content_category").values(values).returning("id")))!.id;
      // Pages follow their category's code when the admin renames it.
      if (before && before.code !== input.code) await rows(tx, db.updateTable("content_page").set({ type: input.code }).where("type", "=", before.code));
      await rows(tx, db.deleteFrom("content_category_translation").where("category_id", "=", id));
      for (const t of input.texts) await rows(tx, db.insertInto("content_category_translation").values({ category_id: id, language: t.language, name: t.name }));
      const [after] = await contentCategories(tx, language, id);
      await audit({ em: tx, auth: scope.auth }, { action: before ? "update" : "create", entity: "content_category", id, before: before ?? null, after });
      return id;
    });
    if (id === null) return operationError("VALUE_TAKEN", "code");
    return (await contentCategories(scope.em, language, id))[0];
  } catch (error) {
    if (isUniqueViolation(error)) return operationError("VALUE_TAKEN", "code");
    throw error;
  }
}
