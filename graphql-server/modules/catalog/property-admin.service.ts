// The admin's variant properties: property categories (Colour, Size) and their values (Red, XL), each named per
// language. A value a sub-product uses stays (deleting it would silently turn the variant into "no colour"), and so
// does a category with such a value. Every write is audited.
import type { EntityManager } from "@mikro-orm/core";
import { insertRow, readLanguageEntries, requireText, textField, updateRow, writeLanguageRows } from "../../core/admin-records.js";
import { BoundArray } from "../../core/bound-parameters.js";
import type { ShopContext } from "../../core/context.js";
import { num, sql, str, strOrNull } from "../../core/db.js";
import { operationError, type OperationErrorResult } from "../../core/errors.js";
import { formError, type FieldProblem, type FormErrorResult } from "../../core/form.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import type { AdminName, AdminNameInput, AdminProperty, AdminPropertyCategory, AdminPropertyCategoryInput, AdminPropertyInput } from "../../generated/resolvers-types.js";
import { audit } from "../../core/audit.js";
import { readSort, type DeleteOutcome } from "./category-admin.service.js";

type CategoryRecord = AdminPropertyCategory & { __typename: "AdminPropertyCategory" };
type PropertyRecord = AdminProperty & { __typename: "AdminProperty" };

const COLOUR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** Names per language of the owners (`table` is the translation table, `key` its owner column). */
async function namesOf(em: EntityManager, table: string, key: string, ids: number[]): Promise<Map<number, AdminName[]>> {
  const rows = ids.length ? await sql(em, `select ${key} as owner, language, name from ${table} where ${key} = any(?::int[]) order by language`, [new BoundArray(ids)]) : [];
  const names = new Map<number, AdminName[]>();
  for (const r of rows) names.set(num(r.owner), [...(names.get(num(r.owner)) ?? []), { language: str(r.language), name: str(r.name) }]);
  return names;
}

const nameIn = (names: AdminName[], language: string) => (names.find((n) => n.language === language) ?? names.find((n) => n.language === DEFAULT_LANGUAGE))?.name ?? "";

export async function listPropertyCategories(em: EntityManager, language: string, only?: number): Promise<CategoryRecord[]> {
  const rows = await sql(
    em,
    `select c.id, c.sort, c.is_colour, (select count(*) from property p where p.property_category_id = c.id) as property_count
       from property_category c ${only === undefined ? "" : "where c.id = ?"} order by c.sort, c.id`,
    only === undefined ? [] : [only],
  );
  const names = await namesOf(em, "property_category_translation", "property_category_id", rows.map((r) => num(r.id)));
  return rows.map((r) => {
    const own = names.get(num(r.id)) ?? [];
    return { __typename: "AdminPropertyCategory", id: num(r.id), sort: num(r.sort), isColour: Boolean(r.is_colour), name: nameIn(own, language), names: own, propertyCount: num(r.property_count) };
  });
}

export async function listProperties(em: EntityManager, language: string, where: { categoryId?: number; id?: number }): Promise<PropertyRecord[]> {
  const [column, value] = where.id !== undefined ? ["p.id", where.id] : ["p.property_category_id", where.categoryId ?? 0];
  const rows = await sql(
    em,
    `select p.id, p.property_category_id, p.sort, p.colour,
            (select count(*) from sub_product s where s.property1_id = p.id or s.property2_id = p.id) as sub_product_count
       from property p where ${column} = ? order by p.sort, p.id`,
    [value],
  );
  const names = await namesOf(em, "property_translation", "property_id", rows.map((r) => num(r.id)));
  return rows.map((r) => {
    const own = names.get(num(r.id)) ?? [];
    return {
      __typename: "AdminProperty",
      id: num(r.id),
      propertyCategoryId: num(r.property_category_id),
      sort: num(r.sort),
      colour: strOrNull(r.colour),
      name: nameIn(own, language),
      names: own,
      subProductCount: num(r.sub_product_count),
    };
  });
}

/** Names per language, checked: `name_<language>`, the default language's required. */
function readNames(entries: readonly AdminNameInput[], problems: FieldProblem[], creating: boolean) {
  const { kept, removed } = readLanguageEntries(entries, problems, (e) => !e.name?.trim(), { creating, field: "name" });
  const names = kept.map((e) => ({ language: e.language, name: requireText(e.name, textField("name", e.language), 255, problems, "field_required_name") }));
  return { names, removed };
}

export async function savePropertyCategory(ctx: ShopContext, input: AdminPropertyCategoryInput, language: string): Promise<CategoryRecord | FormErrorResult | OperationErrorResult> {
  const problems: FieldProblem[] = [];
  const { names, removed } = readNames(input.names, problems, !input.id);
  const sort = readSort(input.sort, problems);
  if (problems.length) return formError(problems);
  return ctx.em.transactional(async (tx) => {
    const id = input.id ?? null;
    const before = id === null ? null : ((await listPropertyCategories(tx, language, id))[0] ?? null);
    if (id !== null && !before) return operationError("NOT_FOUND", "id");
    const columns = { sort: sort ?? before?.sort ?? 0, is_colour: input.isColour ?? before?.isColour ?? false };
    const savedId = id === null ? await insertRow(tx, "property_category", columns) : (await updateRow(tx, "property_category", id, columns), id);
    await writeLanguageRows(tx, "property_category_translation", "property_category_id", savedId, names, removed);
    const [after] = await listPropertyCategories(tx, language, savedId);
    await audit({ ...ctx, em: tx }, { action: id === null ? "create" : "update", entity: "property_category", id: savedId, before, after });
    return after;
  });
}

export async function saveProperty(ctx: ShopContext, input: AdminPropertyInput, language: string): Promise<PropertyRecord | FormErrorResult | OperationErrorResult> {
  const problems: FieldProblem[] = [];
  const { names, removed } = readNames(input.names, problems, !input.id);
  const sort = readSort(input.sort, problems);
  const colour = input.colour?.trim() || null;
  if (colour !== null && !COLOUR.test(colour)) problems.push({ field: "colour", key: "field_invalid_colour" });
  if (problems.length) return formError(problems);
  return ctx.em.transactional(async (tx) => {
    const id = input.id ?? null;
    const before = id === null ? null : ((await listProperties(tx, language, { id }))[0] ?? null);
    if (id !== null && !before) return operationError("NOT_FOUND", "id");
    const categoryId = input.propertyCategoryId ?? before?.propertyCategoryId ?? 0;
    if (!(await listPropertyCategories(tx, language, categoryId)).length) return formError([{ field: "propertyCategoryId", key: "not_found" }]);
    const columns = { property_category_id: categoryId, sort: sort ?? before?.sort ?? 0, colour: input.colour === undefined ? (before?.colour ?? null) : colour };
    const savedId = id === null ? await insertRow(tx, "property", columns) : (await updateRow(tx, "property", id, columns), id);
    await writeLanguageRows(tx, "property_translation", "property_id", savedId, names, removed);
    const [after] = await listProperties(tx, language, { id: savedId });
    await audit({ ...ctx, em: tx }, { action: id === null ? "create" : "update", entity: "property", id: savedId, before, after });
    return after;
  });
}

/** Sub-products using any of the values (under a share lock, so none starts using one while it goes). */
async function usedBySubProducts(tx: EntityManager, propertyIds: number[]): Promise<boolean> {
  if (!propertyIds.length) return false;
  const ids = new BoundArray(propertyIds);
  const rows = await sql(tx, `select count(*) as n from (select 1 from sub_product where property1_id = any(?::int[]) or property2_id = any(?::int[]) for share) s`, [ids, ids]);
  return num(rows[0].n) > 0;
}

export async function deletePropertyCategory(ctx: ShopContext, id: number, language: string): Promise<DeleteOutcome> {
  return ctx.em.transactional(async (tx) => {
    const [before] = await listPropertyCategories(tx, language, id);
    if (!before) return operationError("NOT_FOUND", "id");
    const values = await sql(tx, `select id from property where property_category_id = ? for update`, [id]);
    if (await usedBySubProducts(tx, values.map((v) => num(v.id)))) return operationError("RECORD_IN_USE", "id");
    await sql(tx, `delete from property_category where id = ?`, [id]);
    await audit({ ...ctx, em: tx }, { action: "delete", entity: "property_category", id, before });
    return { __typename: "AdminDeleted" as const, id };
  });
}

export async function deleteProperty(ctx: ShopContext, id: number, language: string): Promise<DeleteOutcome> {
  return ctx.em.transactional(async (tx) => {
    const [before] = await listProperties(tx, language, { id });
    if (!before) return operationError("NOT_FOUND", "id");
    if (await usedBySubProducts(tx, [id])) return operationError("RECORD_IN_USE", "id");
    await sql(tx, `delete from property where id = ?`, [id]);
    await audit({ ...ctx, em: tx }, { action: "delete", entity: "property", id, before });
    return { __typename: "AdminDeleted" as const, id };
  });
}
