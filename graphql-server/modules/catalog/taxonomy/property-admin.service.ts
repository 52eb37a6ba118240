// The admin's variant properties: property categories (Colour, Size) and their values (Red, XL), each named per
// language. A value a sub-product uses stays (deleting it would silently turn the variant into "no colour"), and so
// does a category with such a value. Every write is audited.
import type { EntityManager } from "@mikro-orm/core";
import { readLanguageEntries, requireText, textField } from "../../../core/admin-records.js";
import type { ShopContext } from "../../../core/context.js";
import { first, rows, sql } from "../../../core/database.js";
import { operationError, type OperationErrorResult } from "../../../core/errors.js";
import { formError, type FieldProblem, type FormErrorResult } from "../../../core/form.js";
import { DEFAULT_LANGUAGE } from "../../../core/i18n.js";
import type { AdminName, AdminNameInput, AdminProperty, AdminPropertyCategory, AdminPropertyCategoryInput, AdminPropertyInput } from "../../../generated/resolvers-types.js";
import { audit } from "../../../core/audit.js";
import { readSort, type DeleteOutcome } from "./category-admin.service.js";
import { catalogDatabase as db } from "../catalog.database.js";

type CategoryRecord = AdminPropertyCategory & { __typename: "AdminPropertyCategory" };
type PropertyRecord = AdminProperty & { __typename: "AdminProperty" };

const COLOUR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** Names per language by owner, from rows in language order. */
function namesByOwner(found: { owner: number; language: string; name: string }[]): Map<number, AdminName[]> {
  const names = new Map<number, AdminName[]>();
  for (const r of found) names.set(r.owner, [...(names.get(r.owner) ?? []), { language: r.language, name: r.name }]);
  return names;
}

/** The property categories' names per language. */
async function categoryNames(em: EntityManager, ids: number[]): Promise<Map<number, AdminName[]>> {
  if (!ids.length) return new Map();
  const found = await rows(
    em,
    db
      .selectFrom("property_category_translation")
      .select(["property_category_id as owner", "language", "name"])
      .where("property_category_id", "=", sql<number>`any(${ids}::int[])`)
      .orderBy("language"),
  );
  return namesByOwner(found);
}

/** The property values' names per language. */
async function propertyNames(em: EntityManager, ids: number[]): Promise<Map<number, AdminName[]>> {
  if (!ids.length) return new Map();
  const found = await rows(
    em,
    db.selectFrom("property_translation").select(["property_id as owner", "language", "name"]).where("property_id", "=", sql<number>`any(${ids}::int[])`).orderBy("language"),
  );
  return namesByOwner(found);
}

const nameIn = (names: AdminName[], language: string) => (names.find((n) => n.language === language) ?? names.find((n) => n.language === DEFAULT_LANGUAGE))?.name ?? "";

export async function listPropertyCategories(em: EntityManager, language: string, only?: number): Promise<CategoryRecord[]> {
  const found = await rows(
    em,
    db
      .selectFrom("property_category as c")
      .select((eb) => [
        "c.id",
        "c.sort",
        "c.is_colour",
        eb.selectFrom("property as p").select(eb.fn.countAll<number>().as("n")).whereRef("p.property_category_id", "=", "c.id").as("property_count"),
      ])
      .$if(only !== undefined, (query) => query.where("c.id", "=", only!))
      .orderBy("c.sort")
      .orderBy("c.id"),
  );
  const names = await categoryNames(em, found.map((r) => r.id));
  return found.map((r) => {
    const own = names.get(r.id) ?? [];
    return { __typename: "AdminPropertyCategory", id: r.id, sort: r.sort, isColour: r.is_colour, name: nameIn(own, language), names: own, propertyCount: r.property_count ?? 0 };
  });
}

export async function listProperties(em: EntityManager, language: string, where: { categoryId?: number; id?: number }): Promise<PropertyRecord[]> {
  const found = await rows(
    em,
    db
      .selectFrom("property as p")
      .select((eb) => [
        "p.id",
        "p.property_category_id",
        "p.sort",
        "p.colour",
        eb
          .selectFrom("sub_product as s")
          .select(eb.fn.countAll<number>().as("n"))
          .where((s) => s.or([s("s.property1_id", "=", s.ref("p.id")), s("s.property2_id", "=", s.ref("p.id"))]))
          .as("sub_product_count"),
      ])
      .$if(where.id !== undefined, (query) => query.where("p.id", "=", where.id!))
      .$if(where.id === undefined, (query) => query.where("p.property_category_id", "=", where.categoryId ?? 0))
      .orderBy("p.sort")
      .orderBy("p.id"),
  );
  const names = await propertyNames(em, found.map((r) => r.id));
  return found.map((r) => {
    const own = names.get(r.id) ?? [];
    return {
      __typename: "AdminProperty",
      id: r.id,
      propertyCategoryId: r.property_category_id,
      sort: r.sort,
      colour: r.colour,
      name: nameIn(own, language),
      names: own,
      subProductCount: r.sub_product_count ?? 0,
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
    if (id !== null) await rows(tx, db.updateTable("property_category").set(columns).where("id", "=", id));
    const savedId = id ?? (await first(tx, db.insertInto("property_category").values(columns).returning("id")))!.id;
    if (removed.length) {
      await rows(tx, db.deleteFrom("property_category_translation").where("property_category_id", "=", savedId).where("language", "=", sql<string>`any(${removed}::text[])`));
    }
    for (const n of names) {
      await rows(
        tx,
        db
          .insertInto("property_category_translation")
          .values({ property_category_id: savedId, language: n.language, name: n.name })
          .onConflict((conflict) => conflict.columns(["property_category_id", "language"]).doUpdateSet({ name: n.name })),
      );
    }
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
    if (id !== null) await rows(tx, db.updateTable("property").set(columns).where("id", "=", id));
    const savedId = id ?? (await first(tx, db.insertInto("property").values(columns).returning("id")))!.id;
    if (removed.length) {
      await rows(tx, db.deleteFrom("property_translation").where("property_id", "=", savedId).where("language", "=", sql<string>`any(${removed}::text[])`));
    }
    for (const n of names) {
      await rows(
        tx,
        db
          .insertInto("property_translation")
          .values({ property_id: savedId, language: n.language, name: n.name })
          .onConflict((conflict) => conflict.columns(["property_id", "language"]).doUpdateSet({ name: n.name })),
      );
    }
    const [after] = await listProperties(tx, language, { id: savedId });
    await audit({ ...ctx, em: tx }, { action: id === null ? "create" : "update", entity: "property", id: savedId, before, after });
    return after;
  });
}

/** Sub-products using any of the values (under a share lock, so none starts using one while it goes). */
async function usedBySubProducts(tx: EntityManager, propertyIds: number[]): Promise<boolean> {
  if (!propertyIds.length) return false;
  const among = sql<number>`any(${propertyIds}::int[])`;
  const used = await first(
    tx,
    db
      .selectFrom((eb) =>
        eb
          .selectFrom("sub_product")
          .select("id")
          .where((s) => s.or([s("property1_id", "=", among), s("property2_id", "=", among)]))
          .forShare()
          .as("s"),
      )
      .select((eb) => eb.fn.countAll<number>().as("n")),
  );
  return used!.n > 0;
}

export async function deletePropertyCategory(ctx: ShopContext, id: number, language: string): Promise<DeleteOutcome> {
  return ctx.em.transactional(async (tx) => {
    const [before] = await listPropertyCategories(tx, language, id);
    if (!before) return operationError("NOT_FOUND", "id");
    const values = await rows(tx, db.selectFrom("property").select("id").where("property_category_id", "=", id).forUpdate());
    if (await usedBySubProducts(tx, values.map((v) => v.id))) return operationError("RECORD_IN_USE", "id");
    await rows(tx, db.deleteFrom("property_category").where("id", "=", id));
    await audit({ ...ctx, em: tx }, { action: "delete", entity: "property_category", id, before });
    return { __typename: "AdminDeleted" as const, id };
  });
}

export async function deleteProperty(ctx: ShopContext, id: number, language: string): Promise<DeleteOutcome> {
  return ctx.em.transactional(async (tx) => {
    const [before] = await listProperties(tx, language, { id });
    if (!before) return operationError("NOT_FOUND", "id");
    if (await usedBySubProducts(tx, [id])) return operationError("RECORD_IN_USE", "id");
    await rows(tx, db.deleteFrom("property").where("id", "=", id));
    await audit({ ...ctx, em: tx }, { action: "delete", entity: "property", id, before });
    return { __typename: "AdminDeleted" as const, id };
  });
}
