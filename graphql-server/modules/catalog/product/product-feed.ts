// The catalogue as a product feed reads it: every active product's card (title, link, first image, the price a
// shopper pays, stock) plus what a shopping engine wants besides — the description as plain text, the barcode, the
// supplier's code and the category path. Read in pages by id, so a feed of 20,000 products never holds one huge
// result, and in the scope's language and display currency, the same figures the storefront shows.
import type { ProductCard } from "../../../generated/resolvers-types.js";
import { sql } from "../../../core/db.js";
import { CARD_COLUMNS, CARD_JOINS, cardFromRow, type CardRow } from "./cards.js";
import type { CatalogScope } from "../catalog.scope.js";

export interface FeedItem extends ProductCard {
  description: string;
  barcode: string;
  supplierCode: string;
  /** Root-first category titles ("Living room > Sofas"); empty without a category. */
  categoryPath: string[];
}

const MAX_PAGE = 1000;

type FeedRow = CardRow & { barcode: string; supplier_product_code: string; feed_description: string };

/** Active products with ids above `afterId`, in id order, at most `limit` (capped at 1000). */
export async function feedItems(scope: CatalogScope, afterId: number, limit: number): Promise<FeedItem[]> {
  const size = Math.min(MAX_PAGE, Math.max(1, Math.floor(limit)));
  const [rows, campaigns, target, categories] = await Promise.all([
    sql<FeedRow>(
      scope.em,
      `select ${CARD_COLUMNS}, p.barcode, p.supplier_product_code,
              coalesce(nullif(t.short_description, ''), nullif(t.description, ''), nullif(t0.short_description, ''), t0.description, '') as feed_description
         from product p ${CARD_JOINS}
        where p.is_active and p.id > ?
        order by p.id
        limit ?`,
      [scope.language, afterId, size],
    ),
    scope.campaigns(),
    scope.displayCurrency(),
    scope.categories(),
  ]);
  return rows.map((r) => {
    const card = cardFromRow(r, campaigns, target);
    const categoryId = r.category_id;
    return {
      ...card,
      description: plainText(r.feed_description),
      barcode: r.barcode,
      supplierCode: r.supplier_product_code,
      categoryPath: categoryId === null || !categories.byId.has(categoryId) ? [] : categories.path(categoryId).map((node) => node.title),
    };
  });
}

/** Descriptions are stored as HTML; a feed wants the words: tags dropped, the common entities read, spaces folded. */
export function plainText(html: string): string {
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, " ")
    .trim();
}

