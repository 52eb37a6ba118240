// /api/v1 routes of content pages.
import type { ContentPage, Query } from "../../generated/resolvers-types.js";
import { defineRoute, type RestRoute } from "../../core/rest.js";
import { notFoundReply } from "../../core/rest.js";
import { idParam, textParam } from "../../core/rest-input.js";

const FIELDS = "id code type title seoLink seoTitle seoDescription content sort seoLinks { language seoLink }";

const legacyContent = (c: ContentPage) => ({
  id: c.id,
  code: c.code,
  type: c.type,
  title: c.title,
  seo_link: c.seoLink,
  seo_title: c.seoTitle,
  seo_description: c.seoDescription,
  content: c.content,
  sort: c.sort,
  seo_links: c.seoLinks.map((l) => ({ language: l.language, seo_link: l.seoLink })),
});

const one = (page: ContentPage | null | undefined, language: string) =>
  page ? { body: { success: true, response: legacyContent(page) } } : notFoundReply(language);

export const contentRoutes: RestRoute[] = [
  /** GET /api/v1/contents/getContentsBySeoLink/{seo}?language. 200 {success, response:{id,code,type,title,seo_link,seo_title,seo_description,content,sort,seo_links}} | 404 */
  defineRoute<Pick<Query, "contentPage">>({
    method: "GET",
    path: "/api/v1/contents/getContentsBySeoLink/{seo}",
    access: "public",
    document: `query RestContentBySeo($seo: String!, $language: String) { contentPage(seoLink: $seo, language: $language) { ${FIELDS} } }`,
    variables: (input) => ({ seo: textParam(input, "seo"), language: input.language }),
    reply: (data, input) => one(data.contentPage, input.language),
  }),
  /** GET /api/v1/contents/getContentByCode/{code}?language. Same shape | 404 */
  defineRoute<Pick<Query, "contentPageByCode">>({
    method: "GET",
    path: "/api/v1/contents/getContentByCode/{code}",
    access: "public",
    document: `query RestContentByCode($code: String!, $language: String) { contentPageByCode(code: $code, language: $language) { ${FIELDS} } }`,
    variables: (input) => ({ code: textParam(input, "code"), language: input.language }),
    reply: (data, input) => one(data.contentPageByCode, input.language),
  }),
  /** GET /api/v1/contents/{id}?language. Same shape | 404 */
  defineRoute<Pick<Query, "contentPageById">>({
    method: "GET",
    path: "/api/v1/contents/{id}",
    access: "public",
    document: `query RestContentById($id: Int!, $language: String) { contentPageById(id: $id, language: $language) { ${FIELDS} } }`,
    variables: (input) => ({ id: idParam(input), language: input.language }),
    reply: (data, input) => one(data.contentPageById, input.language),
  }),
  /** GET /api/v1/contents/contents_category/{type}?language — active pages of a type. 200 {success, response:[content]} */
  defineRoute<Pick<Query, "contentPages">>({
    method: "GET",
    path: "/api/v1/contents/contents_category/{type}",
    access: "public",
    document: `query RestContentsByType($type: String!, $language: String) { contentPages(type: $type, language: $language) { ${FIELDS} } }`,
    variables: (input) => ({ type: textParam(input, "type"), language: input.language }),
    reply: (data) => ({ body: { success: true, response: data.contentPages.map(legacyContent) } }),
  }),
  /** POST /api/v1/contents/all/{type}?language — same list as contents_category/{type}. */
  defineRoute<Pick<Query, "contentPages">>({
    method: "POST",
    path: "/api/v1/contents/all/{type}",
    access: "public",
    document: `query RestAllContents($type: String!, $language: String) { contentPages(type: $type, language: $language) { ${FIELDS} } }`,
    variables: (input) => ({ type: textParam(input, "type"), language: input.language }),
    reply: (data) => ({ body: { success: true, response: data.contentPages.map(legacyContent) } }),
  }),
];
