// The admin's header menu: every item (active or not) with its titles per language, and the writes. The menu is a
// tree like the categories and stays one (writers queue behind a table lock, a move under the item itself or one
// below it is refused). A link is a storefront path or an http(s) address: nothing else may end up in an href.
import type { EntityManager } from "@mikro-orm/core";
import { depthFirst, insertRow, lockedParents, readLanguageEntries, readText, requireText, textField, updateRow, wouldLoop, writeLanguageRows } from "../../core/admin-records.js";
import type { ShopContext } from "../../core/context.js";
import { rows, sql } from "../../core/database.js";
import { operationError, type OperationErrorResult } from "../../core/errors.js";
import { formError, type FieldProblem, type FormErrorResult } from "../../core/form.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import type { AdminHeaderMenuInput, AdminHeaderMenuItem, AdminMenuTitle } from "../../generated/resolvers-types.js";
import { audit } from "../../core/audit.js";
import { headerMenuDatabase as db } from "./header-menu.database.js";

type ItemRecord = AdminHeaderMenuItem & { __typename: "AdminHeaderMenuItem" };

/** A path on this shop (/koltuklar, /en/sofas?x=1) or an absolute http(s) address; no protocol-relative //host. */
const LINK = /^(?:\/(?!\/)[^\s]*|https?:\/\/[^\s/]+[^\s]*)$/i;
const SORT_LIMIT = 1_000_000;

export async function adminMenuItems(em: EntityManager, language: string, only?: number): Promise<ItemRecord[]> {
  const menu = await rows(
    em,
    db
      .selectFrom("header_menu_item")
      .select(["id", "parent_id", "url", "sort", "is_active"])
      .$if(only !== undefined, (q) => q.where("id", "=", only!))
      .orderBy("sort")
      .orderBy("id"),
  );
  const ids = menu.map((r) => r.id);
  const titleRows = ids.length
    ? await rows(em, db.selectFrom("header_menu_item_translation").select(["item_id", "language", "title"]).where("item_id", "=", sql<number>`any(${ids}::int[])`).orderBy("language"))
    : [];
  const titles = new Map<number, AdminMenuTitle[]>();
  for (const t of titleRows) titles.set(t.item_id, [...(titles.get(t.item_id) ?? []), { language: t.language, title: t.title }]);
  const items = menu.map((r) => {
    const own = titles.get(r.id) ?? [];
    const title = (own.find((t) => t.language === language) ?? own.find((t) => t.language === DEFAULT_LANGUAGE))?.title ?? "";
    return { __typename: "AdminHeaderMenuItem" as const, id: r.id, parentId: r.parent_id, url: r.url, sort: r.sort, isActive: r.is_active, title, titles: own };
  });
  return only === undefined ? depthFirst(items) : items.map((item) => ({ ...item, depth: 0 }));
}

export async function saveMenuItem(ctx: ShopContext, input: AdminHeaderMenuInput, language: string): Promise<ItemRecord | FormErrorResult | OperationErrorResult> {
  const problems: FieldProblem[] = [];
  const { kept, removed } = readLanguageEntries(input.titles, problems, (t) => !t.title?.trim(), { creating: !input.id });
  const titles = kept.map((t) => ({
    language: t.language,
    title: requireText(t.title, textField("title", t.language), 255, problems),
  }));
  const url = readText(input.url, "url", 255, problems);
  const urlMissing = url === null && !input.id && !problems.some((p) => p.field === "url");
  if (urlMissing || (url !== null && !LINK.test(url))) problems.push({ field: "url", key: "field_invalid_url" });
  if (typeof input.sort === "number" && Math.abs(input.sort) > SORT_LIMIT) problems.push({ field: "sort", key: "field_invalid_number" });
  if (problems.length) return formError(problems);
  return ctx.em.transactional(async (tx) => {
    const parents = await lockedParents(tx, "header_menu_item");
    const id = input.id ?? null;
    if (id !== null && !parents.has(id)) return operationError("NOT_FOUND", "id");
    const [before] = id === null ? [null] : await adminMenuItems(tx, language, id);
    const parentId = input.parentId === undefined ? (before?.parentId ?? null) : input.parentId;
    if (parentId !== null && !parents.has(parentId)) return formError([{ field: "parentId", key: "not_found" }]);
    if (parentId !== null && id !== null && wouldLoop(parents, id, parentId)) return formError([{ field: "parentId", key: "category_cycle" }], "CATEGORY_CYCLE");
    const columns = { parent_id: parentId, url: url ?? before?.url, sort: input.sort ?? before?.sort ?? 0, is_active: input.isActive ?? before?.isActive ?? true };
    const savedId = id === null ? await insertRow(tx, "header_menu_item", columns) : (await updateRow(tx, "header_menu_item", id, columns), id);
    await writeLanguageRows(tx, "header_menu_item_translation", "item_id", savedId, titles, removed);
    const [after] = await adminMenuItems(tx, language, savedId);
    await audit({ ...ctx, em: tx }, { action: id === null ? "create" : "update", entity: "header_menu_item", id: savedId, before, after });
    return after;
  });
}

/** Deletes an item and the items below it (the table cascades). */
export async function deleteMenuItem(ctx: ShopContext, id: number, language: string): Promise<{ __typename: "AdminHeaderMenuDeleted"; id: number } | OperationErrorResult> {
  return ctx.em.transactional(async (tx) => {
    const [before] = await adminMenuItems(tx, language, id);
    if (!before) return operationError("NOT_FOUND", "id");
    await rows(tx, db.deleteFrom("header_menu_item").where("id", "=", id));
    await audit({ ...ctx, em: tx }, { action: "delete", entity: "header_menu_item", id, before });
    return { __typename: "AdminHeaderMenuDeleted" as const, id };
  });
}
