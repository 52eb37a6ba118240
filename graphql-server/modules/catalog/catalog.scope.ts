// What catalogue services read besides their own tables, memoised per request: running price campaigns (from the
// priceCampaigns service) and the category
// index (tree + titles) in the request's language. Resolvers build one scope per request and language through
// the context's loader registry, so a page that lists 100 products still loads each of these once.
import type { EntityManager } from "@mikro-orm/core";
import { memoForRequest, type ShopContext } from "../../core/context.js";
import type { PublicDataMemo } from "../../core/public-data-memo.js";
import type { DisplayCurrency, PriceCampaign } from "./product/index.js";
import { findCurrency } from "../localization/index.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { first, rows, sql } from "../../core/database.js";
import { catalogDatabase as db } from "./catalog.database.js";

export interface CategoryNode {
  id: number;
  parentId: number | null;
  title: string;
  seoLink: string;
  seoTitle: string;
  seoDescription: string;
  description: string;
  sort: number;
  image: string | null;
  children: number[];
}

export interface CategoryIndex {
  byId: Map<number, CategoryNode>;
  roots: number[];
  /** The category itself and all its descendants. */
  subtree(id: number): number[];
  /** Root-first path to the category. */
  path(id: number): CategoryNode[];
  bySeoLink(seoLink: string): CategoryNode | undefined;
}

export interface CatalogScope {
  em: EntityManager;
  language: string;
  /** The request's kept public data (its read version): absent in hand-built scopes. */
  publicData?: PublicDataMemo | null;
  campaigns(): Promise<PriceCampaign[]>;
  /** The currency prices are shown in (the request's, when it names an active one); null = each product's own. */
  displayCurrency(): Promise<DisplayCurrency | null>;
  categories(): Promise<CategoryIndex>;
}

export async function loadCategoryIndex(em: EntityManager, language: string): Promise<CategoryIndex> {
  const categories = await rows(
    em,
    db
      .selectFrom("category as c")
      .leftJoin("category_translation as t", (join) => join.onRef("t.category_id", "=", "c.id").on("t.language", "=", language))
      .leftJoin("category_translation as t0", (join) => join.onRef("t0.category_id", "=", "c.id").on("t0.language", "=", sql.lit(DEFAULT_LANGUAGE)))
      .select((eb) => [
        "c.id",
        "c.parent_id",
        "c.sort",
        "c.image",
        eb.fn.coalesce("t.title", "t0.title", sql.lit("")).as("title"),
        eb.fn.coalesce("t.seo_link", "t0.seo_link", sql.lit("")).as("seo_link"),
        eb.fn.coalesce("t.seo_title", "t0.seo_title", sql.lit("")).as("seo_title"),
        eb.fn.coalesce("t.seo_description", "t0.seo_description", sql.lit("")).as("seo_description"),
        eb.fn.coalesce("t.description", "t0.description", sql.lit("")).as("description"),
      ])
      .where("c.is_active", "=", true)
      .orderBy("c.sort")
      .orderBy("c.id"),
  );
  const byId = new Map<number, CategoryNode>();
  for (const r of categories) {
    byId.set(r.id, {
      id: r.id,
      parentId: r.parent_id,
      title: r.title,
      seoLink: r.seo_link,
      seoTitle: r.seo_title,
      seoDescription: r.seo_description,
      description: r.description,
      sort: r.sort,
      image: r.image,
      children: [],
    });
  }
  const roots: number[] = [];
  for (const node of byId.values()) {
    if (node.parentId === null) roots.push(node.id);
    else byId.get(node.parentId)?.children.push(node.id);
  }
  const bySeo = new Map([...byId.values()].map((n) => [n.seoLink, n]));
  return {
    byId,
    roots,
    subtree(id) {
      const out: number[] = [];
      const walk = (n: number) => {
        if (!byId.has(n)) return;
        out.push(n);
        byId.get(n)!.children.forEach(walk);
      };
      walk(id);
      return out;
    },
    path(id) {
      const out: CategoryNode[] = [];
      let node = byId.get(id);
      while (node && out.length < 20) {
        out.unshift(node);
        node = node.parentId === null ? undefined : byId.get(node.parentId);
      }
      return out;
    },
    bySeoLink: (seoLink) => bySeo.get(seoLink),
  };
}

/** The scope of a request; `currency` (default: the request's) is the one prices are shown in. */
/**
 * A category by a link of another language (a Turkish menu link opened under /en still names that category), the
 * default language's link first; undefined when no language has it.
 */
export async function categoryLinkedInAnyLanguage(em: EntityManager, seoLink: string, index: CategoryIndex): Promise<CategoryNode | undefined> {
  const found = await first(
    em,
    db
      .selectFrom("category_translation")
      .select("category_id")
      .where("seo_link", "=", seoLink)
      .orderBy((eb) => eb("language", "=", DEFAULT_LANGUAGE), "desc")
      .limit(1),
  );
  return found ? index.byId.get(found.category_id) : undefined;
}

export function catalogScope(ctx: ShopContext, language: string, currency: string | null = ctx.currency): CatalogScope {
  const { em } = ctx;
  return {
    em,
    language,
    publicData: ctx.publicData,
    campaigns: () =>
      memoForRequest(ctx, "catalog:price-campaigns", (lang) => ctx.services.priceCampaigns?.active({ em, language: lang }) ?? Promise.resolve([]))(language),
    categories: () => memoForRequest(ctx, "catalog:categories", (lang) => loadCategoryIndex(em, lang))(language),
    displayCurrency: () => memoForRequest(ctx, "catalog:display-currency", (code) => loadDisplayCurrency(em, code))(currency ?? ""),
  };
}

/** The display currency a request names (an unknown one: the default); null when it names none (prices as stored). */
async function loadDisplayCurrency(em: EntityManager, code: string): Promise<DisplayCurrency | null> {
  const row = code ? await findCurrency(em, code, { orDefault: true }) : null;
  return row ? { currencyCode: row.currency_code, isoCode: row.iso_code, exchangeRate: Number(row.exchange_rate) || 1 } : null;
}
