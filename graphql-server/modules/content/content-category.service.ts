// Content categories: the types pages are grouped by (page, policy, contract, help …), named per language. The
// storefront lists a type's pages by its code; the admin names it and chooses its order.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import { num, sql, str } from "../../core/db.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { notFound, operationError, type OperationErrorResult } from "../../core/errors.js";
import { audit, type AuditScope } from "../../core/audit.js";
import { codeSchema, idSchema, isUniqueViolation, languageSchema, MAX_TEXTS, refusal, sortSchema, textFieldOf, textsProblem, unknownLanguage } from "./admin-input.js";

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
  const rows = await sql(
    em,
    `select c.id, c.code, c.sort, c.is_active,
       coalesce((select json_agg(json_build_object('language', t.language, 'name', t.name) order by t.language <> ?, t.language)
                   from content_category_translation t where t.category_id = c.id), '[]') as names
       from content_category c where (?::int is null or c.id = ?) order by c.sort, c.code`,
    [DEFAULT_LANGUAGE, id ?? null, id ?? null],
  );
  return rows.map((r) => {
    const names = (typeof r.names === "string" ? JSON.parse(r.names) : r.names) as { language: string; name: string }[];
    const name = names.find((n) => n.language === language)?.name ?? names.find((n) => n.language === DEFAULT_LANGUAGE)?.name ?? str(r.code);
    return { id: num(r.id), code: str(r.code), sort: num(r.sort), isActive: Boolean(r.is_active), name, names };
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
      const [same] = await sql(tx, `select id from content_category where code = ? and id is distinct from ?`, [input.code, input.id ?? null]);
      if (same) return null;
      const values = [input.code, input.sort ?? before?.sort ?? 0, input.isActive ?? before?.isActive ?? true];
      const id = before
        ? (await sql(tx, `update content_category set code = ?, sort = ?, is_active = ? where id = ?`, [...values, before.id]), before.id)
        : num((await sql(tx, `insert into content_category (code, sort, is_active) values (?, ?, ?) returning id`, values))[0].id);
      // Pages follow their category's code when the admin renames it.
      if (before && before.code !== input.code) await sql(tx, `update content_page set type = ? where type = ?`, [input.code, before.code]);
      await sql(tx, `delete from content_category_translation where category_id = ?`, [id]);
      for (const t of input.texts) await sql(tx, `insert into content_category_translation (category_id, language, name) values (?, ?, ?)`, [id, t.language, t.name]);
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
