// The admin's writes to the category tree: create or change a category with its texts per language, move it,
// delete it. The tree stays a tree (a category never ends up under itself: writers of the tree queue behind a
// table lock and the move is checked against the parents as they are then), a seo link serves one record per
// language, a category with products or subcategories stays. Each write is audited in its own transaction and
// refreshes the search documents of the products whose category path it changed.
import { lockedParents, readLanguageEntries, readSeoLink, readText, requireText, textField, wouldLoop } from "../../../core/admin-records.js";
import type { ShopContext } from "../../../core/context.js";
import { first, rows, sql } from "../../../core/database.js";
import { operationError, type OperationErrorResult } from "../../../core/errors.js";
import { formError, type FieldProblem, type FormErrorResult } from "../../../core/form.js";
import type { AdminCategoryInput, AdminCategoryTextInput } from "../../../generated/resolvers-types.js";
import { audit } from "../../../core/audit.js";
import { adminCategoryById, productsBelow, seoLinkTaken, type AdminCategoryRecord } from "./category-admin.read.js";
import { refreshSearchIndex } from "../listing/index.js";
import { catalogDatabase as db } from "../catalog.database.js";

export type CategoryOutcome = AdminCategoryRecord | FormErrorResult | OperationErrorResult;
export type DeleteOutcome = { __typename: "AdminDeleted"; id: number } | OperationErrorResult;

const SORT_LIMIT = 1_000_000;

interface CategoryText {
  language: string;
  title: string;
  seoLink: string;
  seoTitle: string;
  seoDescription: string;
  description: string;
}

const isBlank = (entry: AdminCategoryTextInput) => ![entry.title, entry.seoLink, entry.seoTitle, entry.seoDescription, entry.description].some((v) => v?.trim());

/** The texts of an input, checked field by field (the problems name `title_en`, `seoLink_ar`, …). */
function readTexts(entries: readonly AdminCategoryTextInput[], problems: FieldProblem[], creating: boolean): { texts: CategoryText[]; removed: string[] } {
  const { kept, removed } = readLanguageEntries(entries, problems, isBlank, { creating });
  const texts = kept.map((entry) => {
    const { language } = entry;
    const title = requireText(entry.title, textField("title", language), 255, problems);
    return {
      language,
      title,
      seoLink: title ? readSeoLink(entry.seoLink, title, textField("seoLink", language), problems) : "",
      seoTitle: readText(entry.seoTitle, textField("seoTitle", language), 255, problems) ?? "",
      seoDescription: readText(entry.seoDescription, textField("seoDescription", language), 1000, problems) ?? "",
      description: readText(entry.description, textField("description", language), 20_000, problems) ?? "",
    };
  });
  return { texts, removed };
}

export const readSort = (value: number | null | undefined, problems: FieldProblem[]) => {
  if (value === null || value === undefined) return null;
  if (Math.abs(value) > SORT_LIMIT) problems.push({ field: "sort", key: "field_invalid_number" });
  return value;
};

/** Where `parentId` may hang `id` (null for a new category): a problem when it is unknown or would make a loop. */
function checkParent(parents: Map<number, number | null>, id: number | null, parentId: number | null, problems: FieldProblem[]): void {
  if (parentId === null) return;
  if (!parents.has(parentId)) problems.push({ field: "parentId", key: "not_found" });
  else if (id !== null && wouldLoop(parents, id, parentId)) problems.push({ field: "parentId", key: "category_cycle" });
}

const codeFor = (problems: FieldProblem[]) =>
  problems.some((p) => p.key === "category_cycle") ? "CATEGORY_CYCLE" : problems.some((p) => p.key === "seo_link_taken") ? "SEO_LINK_TAKEN" : undefined;

/** Creates (no id) or changes a category. */
export async function saveCategory(ctx: ShopContext, input: AdminCategoryInput, language: string): Promise<CategoryOutcome> {
  const problems: FieldProblem[] = [];
  const { texts, removed } = readTexts(input.texts, problems, !input.id);
  const sort = readSort(input.sort, problems);
  if (problems.length) return formError(problems, codeFor(problems));
  return ctx.em.transactional(async (tx) => {
    const parents = await lockedParents(tx, "category");
    const id = input.id ?? null;
    if (id !== null && !parents.has(id)) return operationError("NOT_FOUND", "id");
    const before = id === null ? null : await adminCategoryById(tx, id, language);
    const parentId = input.parentId === undefined ? (before?.parentId ?? null) : input.parentId;
    checkParent(parents, id, parentId, problems);
    for (const t of texts) {
      if (t.seoLink && (await seoLinkTaken(tx, t.seoLink, t.language, { category: id ?? 0 }))) problems.push({ field: textField("seoLink", t.language), key: "seo_link_taken" });
    }
    if (problems.length) return formError(problems, codeFor(problems));
    const columns = { parent_id: parentId, sort: sort ?? before?.sort ?? 0, is_active: input.isActive ?? before?.isActive ?? true, updated_at: new Date() };
    if (id !== null) await rows(tx, db.updateTable("category").set(columns).where("id", "=", id));
    const savedId = id ?? (await first(tx, db.insertInto("category").values(columns).returning("id")))!.id;
    if (removed.length) {
      await rows(tx, db.deleteFrom("category_translation").where("category_id", "=", savedId).where("language", "=", sql<string>`any(${removed}::text[])`));
    }
    for (const t of texts) {
      const text = { title: t.title, seo_link: t.seoLink, seo_title: t.seoTitle, seo_description: t.seoDescription, description: t.description };
      await rows(
        tx,
        db
          .insertInto("category_translation")
          .values({ category_id: savedId, language: t.language, ...text })
          .onConflict((conflict) => conflict.columns(["category_id", "language"]).doUpdateSet(text)),
      );
    }
    const after = (await adminCategoryById(tx, savedId, language))!;
    await audit({ ...ctx, em: tx }, { action: id === null ? "create" : "update", entity: "category", id: savedId, before: snapshot(before), after: snapshot(after) });
    if (id !== null) await refreshSearchIndex(ctx, tx, await productsBelow(tx, savedId));
    return after;
  });
}

/** Hangs a category under another (null: the top level), at an order (kept when not given). */
export async function moveCategory(ctx: ShopContext, id: number, parentId: number | null, sort: number | null | undefined, language: string): Promise<CategoryOutcome> {
  const problems: FieldProblem[] = [];
  readSort(sort, problems);
  if (problems.length) return formError(problems);
  return ctx.em.transactional(async (tx) => {
    const parents = await lockedParents(tx, "category");
    if (!parents.has(id)) return operationError("NOT_FOUND", "id");
    checkParent(parents, id, parentId, problems);
    if (problems.length) return formError(problems, codeFor(problems));
    const before = await adminCategoryById(tx, id, language);
    await rows(tx, db.updateTable("category").set({ parent_id: parentId, sort: sort ?? before!.sort, updated_at: new Date() }).where("id", "=", id));
    const after = (await adminCategoryById(tx, id, language))!;
    await audit({ ...ctx, em: tx }, { action: "move", entity: "category", id, before: snapshot(before), after: snapshot(after) });
    await refreshSearchIndex(ctx, tx, await productsBelow(tx, id));
    return after;
  });
}

/** Deletes a category that has neither products nor subcategories. */
export async function deleteCategory(ctx: ShopContext, id: number, language: string): Promise<DeleteOutcome> {
  return ctx.em.transactional(async (tx) => {
    const parents = await lockedParents(tx, "category");
    if (!parents.has(id)) return operationError("NOT_FOUND", "id");
    const before = (await adminCategoryById(tx, id, language))!;
    if (before.childCount > 0) return operationError("CATEGORY_HAS_CHILDREN", "id");
    // Products are written by other requests without this lock: count them under a share lock of their rows.
    const used = await first(
      tx,
      db.selectFrom((eb) => eb.selectFrom("product").select("id").where("category_id", "=", id).forShare().as("p")).select((eb) => eb.fn.countAll<number>().as("n")),
    );
    if (used!.n > 0) return operationError("CATEGORY_HAS_PRODUCTS", "id");
    await rows(tx, db.deleteFrom("category").where("id", "=", id));
    await audit({ ...ctx, em: tx }, { action: "delete", entity: "category", id, before: snapshot(before) });
    return { __typename: "AdminDeleted" as const, id };
  });
}

/** What the audit log keeps of a category: its own fields and texts (not the counts, which other writes change). */
const snapshot = (c: AdminCategoryRecord | null) => c && { id: c.id, parentId: c.parentId, sort: c.sort, isActive: c.isActive, texts: c.texts };
