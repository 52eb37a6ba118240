// Header search box suggestions: the best few products (ids ranked in one statement, cards in another), plus
// categories and brands whose names contain the text — compared folded (fold.ts), like the product search, so
// "yatak odasi" suggests "Yatak Odası" and "IKON" suggests "Ikon Home".
import type { SearchSuggestions } from "../../generated/resolvers-types.js";
import { cardsByIds } from "../catalog/index.js";
import type { CatalogScope } from "../catalog/index.js";
import { rows } from "../../core/database.js";
import { foldText } from "./fold.js";
import { searchDatabase as db } from "./search.database.js";
import { searchCondition } from "./search.service.js";

const EMPTY: SearchSuggestions = { products: [], categories: [], brands: [] };

/** A name contains the text when its folded words, joined, contain the text's folded words, joined. */
const nameMatcher = (text: string) => {
  const needle = foldText(text);
  return (name: string) => needle.length > 0 && foldText(name).includes(needle);
};

export async function searchSuggestions(scope: CatalogScope, text: string, limit: number): Promise<SearchSuggestions> {
  const size = Math.min(Math.max(limit, 1), 12);
  if (text.length < 2) return EMPTY;
  const matches = nameMatcher(text);
  const [condition, brands, categories] = await Promise.all([
    searchCondition(scope, text),
    // Brands are few (a shop has dozens, not thousands) and have one name in every language.
    rows(scope.em, db.selectFrom("brand").select(["id", "name", "seo_link as seoLink"]).where("is_active", "=", true).orderBy("name")),
    scope.categories(),
  ]);
  if (!condition) return EMPTY;
  const cards = await cardsByIds(scope, condition.ids.slice(0, size));
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
      .filter((c) => matches(c.title))
      .slice(0, 5)
      .map((c) => ({ id: c.id, title: c.title, seoLink: c.seoLink })),
    brands: brands.filter((b) => matches(b.name)).slice(0, 5),
  };
}
