// The admin's writes to the category tree: create or change a category with its texts per language, move it,
// delete it. The tree stays a tree (a category never ends up under itself: writers of the tree queue behind a
// table lock and the move is checked against the parents as they are then), a seo link serves one record per
// language, a category with products or subcategories stays. Each write is audited in its own transaction and
// refreshes the search documents of the products whose category path it changed.
import { insertRow, lockedParents, readLanguageEntries, readSeoLink, readText, requireText, textField, updateRow, wouldLoop, writeLanguageRows } from "../../core/admin-records.js";
import type { ShopContext } from "../../core/context.js";
import { num, sql } from "../../core/db.js";
import { operationError, type OperationErrorResult } from "../../core/errors.js";
import { formError, type FieldProblem, type FormErrorResult } from "../../core/form.js";
import type { AdminCategoryInput, AdminCategoryTextInput } from "../../generated/resolvers-types.js";
import { audit } from "../../core/audit.js";
import { adminCategoryById, productsBelow, seoLinkTaken, type AdminCategoryRecord } from "./category-admin.read.js";
import { refreshSearchIndex } from "./search-index.js";

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
    const savedId = id === null ? await insertRow(tx, "category", columns) : (await updateRow(tx, "category", id, columns), id);
    await writeLanguageRows(
      tx,
      "category_translation",
      "category_id",
      savedId,
      texts.map((t) => ({ language: t.language, title: t.title, seo_link: t.seoLink, seo_title: t.seoTitle, seo_description: t.seoDescription, description: t.description })),
      removed,
    );
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
    await updateRow(tx, "category", id, { parent_id: parentId, sort: sort ?? before!.sort, updated_at: new Date() });
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
    const used = await sql(tx, `select count(*) as n from (select 1 from product where category_id = ? for share) p`, [id]);
    if (num(used[0].n) > 0) return operationError("CATEGORY_HAS_PRODUCTS", "id");
    await sql(tx, `delete from category where id = ?`, [id]);
    await audit({ ...ctx, em: tx }, { action: "delete", entity: "category", id, before: snapshot(before) });
    return { __typename: "AdminDeleted" as const, id };
  });
}

/** What the audit log keeps of a category: its own fields and texts (not the counts, which other writes change). */
const snapshot = (c: AdminCategoryRecord | null) => c && { id: c.id, parentId: c.parentId, sort: c.sort, isActive: c.isActive, texts: c.texts };
