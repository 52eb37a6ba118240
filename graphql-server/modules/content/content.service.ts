// Content pages: by seo link, code, id or type, translated (falling back to Turkish), with links in all languages.
import type { ContentPage } from "../../generated/resolvers-types.js";
import type { CatalogScope } from "../catalog/index.js";
import type { InferResult } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import { first, rows, sql } from "../../core/database.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { contentDatabase as db } from "./content.database.js";

/** Active pages with their texts in `language`, else the default language's, and their links in every language. */
const pageQuery = (language: string) =>
  db
    .selectFrom("content_page as c")
    .leftJoin("content_page_translation as t", (join) => join.onRef("t.page_id", "=", "c.id").on("t.language", "=", language))
    .leftJoin("content_page_translation as t0", (join) => join.onRef("t0.page_id", "=", "c.id").on("t0.language", "=", sql.lit(DEFAULT_LANGUAGE)))
    .select((eb) => [
      "c.id",
      "c.code",
      "c.type",
      "c.sort",
      eb.fn.coalesce("t.title", "t0.title", sql.lit("")).as("title"),
      eb.fn.coalesce("t.seo_link", "t0.seo_link", sql.lit("")).as("seo_link"),
      eb.fn.coalesce("t.seo_title", "t0.seo_title", sql.lit("")).as("seo_title"),
      eb.fn.coalesce("t.seo_description", "t0.seo_description", sql.lit("")).as("seo_description"),
      eb.fn.coalesce("t.content", "t0.content", sql.lit("")).as("content"),
      jsonArrayFrom(
        eb
          .selectFrom("content_page_translation as l")
          .select(["l.language", "l.seo_link as seoLink"])
          .whereRef("l.page_id", "=", "c.id")
          .orderBy("l.language"),
      ).as("links"),
    ])
    .where("c.is_active", "=", true);

function toDto(r: InferResult<ReturnType<typeof pageQuery>>[number]): ContentPage {
  return {
    id: r.id,
    code: r.code,
    type: r.type,
    title: r.title,
    seoLink: r.seo_link,
    seoTitle: r.seo_title || r.title,
    seoDescription: r.seo_description,
    content: r.content,
    sort: r.sort,
    seoLinks: r.links,
  };
}

export async function contentPage(scope: CatalogScope, by: { seoLink?: string; code?: string; id?: number }): Promise<ContentPage | null> {
  const { seoLink, code, id } = by;
  const query = pageQuery(scope.language);
  const page = await first(
    scope.em,
    seoLink !== undefined
      ? query.where("c.id", "=", (eb) =>
          eb
            .selectFrom("content_page_translation")
            .select("page_id")
            .where("seo_link", "=", seoLink)
            .orderBy(sql`language = ${scope.language}`, "desc")
            .limit(1),
        )
      : code !== undefined
        ? query.where("c.code", "=", code)
        : query.where("c.id", "=", id!),
  );
  return page ? toDto(page) : null;
}

/** Active pages of a type, or all active pages (type null: the storefront's footer asks which pages exist). */
export async function contentPagesByType(scope: CatalogScope, type: string | null): Promise<ContentPage[]> {
  const pages = await rows(
    scope.em,
    pageQuery(scope.language)
      .$if(type !== null, (q) => q.where("c.type", "=", type!))
      .orderBy("c.sort")
      .orderBy("c.id"),
  );
  return pages.map(toDto);
}
