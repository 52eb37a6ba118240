// Content pages: by seo link, code, id or type, translated (falling back to Turkish), with links in all languages.
import type { ContentPage } from "../../generated/resolvers-types.js";
import type { CatalogScope } from "../catalog/index.js";
import { num, sql, str, translationJoins } from "../../core/db.js";

const COLUMNS = `c.id, c.code, c.type, c.sort,
  coalesce(t.title, t0.title, '') as title, coalesce(t.seo_link, t0.seo_link, '') as seo_link,
  coalesce(t.seo_title, t0.seo_title, '') as seo_title, coalesce(t.seo_description, t0.seo_description, '') as seo_description,
  coalesce(t.content, t0.content, '') as content,
  (select json_agg(json_build_object('language', l.language, 'seoLink', l.seo_link) order by l.language)
     from content_page_translation l where l.page_id = c.id) as links`;
const JOINS = `${translationJoins("content_page_translation", "t", "page_id", "c.id")}`;

function toDto(r: Record<string, unknown>): ContentPage {
  return {
    id: num(r.id),
    code: str(r.code),
    type: str(r.type),
    title: str(r.title),
    seoLink: str(r.seo_link),
    seoTitle: str(r.seo_title) || str(r.title),
    seoDescription: str(r.seo_description),
    content: str(r.content),
    sort: num(r.sort),
    seoLinks: ((typeof r.links === "string" ? JSON.parse(r.links) : r.links) ?? []) as ContentPage["seoLinks"],
  };
}

export async function contentPage(scope: CatalogScope, by: { seoLink?: string; code?: string; id?: number }): Promise<ContentPage | null> {
  let where: string;
  let params: unknown[];
  if (by.seoLink !== undefined) {
    where = `c.id = (select page_id from content_page_translation where seo_link = ? order by language = ? desc limit 1)`;
    params = [by.seoLink, scope.language];
  } else if (by.code !== undefined) {
    where = "c.code = ?";
    params = [by.code];
  } else {
    where = "c.id = ?";
    params = [by.id];
  }
  const rows = await sql(scope.em, `select ${COLUMNS} from content_page c ${JOINS} where c.is_active and ${where}`, [scope.language, ...params]);
  return rows.length ? toDto(rows[0]) : null;
}

/** Active pages of a type, or all active pages (type null: the storefront's footer asks which pages exist). */
export async function contentPagesByType(scope: CatalogScope, type: string | null): Promise<ContentPage[]> {
  const rows = await sql(
    scope.em,
    `select ${COLUMNS} from content_page c ${JOINS} where c.is_active and (?::text is null or c.type = ?) order by c.sort, c.id`,
    [scope.language, type, type],
  );
  return rows.map(toDto);
}
