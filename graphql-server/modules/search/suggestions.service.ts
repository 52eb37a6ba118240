// Header search box suggestions: the best few products (ids ranked in one statement, cards in another), plus
// categories and brands whose names contain the text.
import type { SearchSuggestions } from "../../generated/resolvers-types.js";
import { cardsByIds } from "../catalog/index.js";
import type { CatalogScope } from "../catalog/index.js";
import { num, sql, str } from "../../core/db.js";
import { searchCondition } from "./search.service.js";

const likePattern = (text: string) => `%${text.toLocaleLowerCase("tr").replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchSuggestions(scope: CatalogScope, text: string, limit: number): Promise<SearchSuggestions> {
  const size = Math.min(Math.max(limit, 1), 12);
  if (text.length < 2) return { products: [], categories: [], brands: [] };
  const [condition, brands, categories] = await Promise.all([
    searchCondition(scope, text),
    sql(scope.em, `select id, name, seo_link from brand where is_active and lower(name) like ? order by name limit 5`, [likePattern(text)]),
    scope.categories(),
  ]);
  if (!condition) return { products: [], categories: [], brands: [] };
  const cards = await cardsByIds(scope, condition.ids.slice(0, size));
  const needle = text.toLocaleLowerCase("tr");
  return {
    products: cards.map((c) => ({
      id: c.id,
      title: c.title,
      seoLink: c.seoLink,
      image: c.image?.small ?? null,
      displayPriceMinor: c.price.displayPriceMinor,
      currencyCode: c.price.currencyCode,
    })),
    categories: [...categories.byId.values()]
      .filter((c) => c.title.toLocaleLowerCase("tr").includes(needle))
      .slice(0, 5)
      .map((c) => ({ id: c.id, title: c.title, seoLink: c.seoLink })),
    brands: brands.map((b) => ({ id: num(b.id), name: str(b.name), seoLink: str(b.seo_link) })),
  };
}
