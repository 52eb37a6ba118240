// The header menu tree in one language: one query for the items, one (batched by a DataLoader) for the titles,
// however many items and levels there are.
import type { RequestScope } from "../../core/context.js";
import type { EntityManager } from "@mikro-orm/core";
import DataLoader from "dataloader";
import type { HeaderMenuItem as HeaderMenuItemDto } from "../../generated/resolvers-types.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { HeaderMenuItemSchema, HeaderMenuItemTranslationSchema } from "./header-menu.entities.js";

/** Batches title look-ups for many menu items into one query; falls back to the default language's title. */
export function createMenuTitleLoader(scope: RequestScope): DataLoader<number, string | null> {
  const { em, language } = scope;
  return new DataLoader(async (ids: readonly number[]) => {
    const rows = await em.find(
      HeaderMenuItemTranslationSchema,
      { item: { $in: [...ids] }, language: { $in: [...new Set([language, DEFAULT_LANGUAGE])] } },
      { fields: ["item", "language", "title"] },
    );
    const titles = new Map<number, string>();
    for (const row of rows) {
      const id = row.item.id;
      if (row.language === language || !titles.has(id)) titles.set(id, row.title);
    }
    return ids.map((id) => titles.get(id) ?? null);
  });
}

export async function getHeaderMenuTree(
  em: EntityManager,
  titles: DataLoader<number, string | null>,
): Promise<HeaderMenuItemDto[]> {
  const items = await em.find(
    HeaderMenuItemSchema,
    { isActive: true },
    { orderBy: { sort: "asc", id: "asc" }, fields: ["parent", "url", "sort"] },
  );
  const resolvedTitles = await titles.loadMany(items.map((i) => i.id));
  const nodes = new Map<number, HeaderMenuItemDto>();
  items.forEach((item, index) => {
    const title = resolvedTitles[index];
    nodes.set(item.id, {
      id: item.id,
      title: typeof title === "string" ? title : "",
      url: item.url,
      sort: item.sort,
      children: [],
    });
  });
  const roots: HeaderMenuItemDto[] = [];
  for (const item of items) {
    const node = nodes.get(item.id)!;
    const parentId = item.parent?.id;
    // Children of an inactive parent are hidden with it.
    if (parentId === undefined || parentId === null) roots.push(node);
    else nodes.get(parentId)?.children.push(node);
  }
  return roots;
}
