// /api/v1 routes of content pages.
import type { ContentPage, Query } from "../../generated/resolvers-types.js";
import { z } from "zod";
import { defineRoute, notFoundReply, type RestRoute } from "../../core/rest.js";
import { pathId, pathText } from "../../core/rest-input.js";

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
  defineRoute({
    method: "GET",
    path: "/api/v1/contents/getContentsBySeoLink/{seo}",
    access: "public",
    params: z.object({ seo: pathText }),
    document: `query RestContentBySeo($seo: String!, $language: String) { contentPage(seoLink: $seo, language: $language) { ${FIELDS} } }`,
    variables: ({ params }, { language }) => ({ seo: params.seo, language }),
    reply: (data: Pick<Query, "contentPage">, { language }) => one(data.contentPage, language),
  }),
  /** GET /api/v1/contents/getContentByCode/{code}?language. Same shape | 404 */
  defineRoute({
    method: "GET",
    path: "/api/v1/contents/getContentByCode/{code}",
    access: "public",
    params: z.object({ code: pathText }),
    document: `query RestContentByCode($code: String!, $language: String) { contentPageByCode(code: $code, language: $language) { ${FIELDS} } }`,
    variables: ({ params }, { language }) => ({ code: params.code, language }),
    reply: (data: Pick<Query, "contentPageByCode">, { language }) => one(data.contentPageByCode, language),
  }),
  /** GET /api/v1/contents/{id}?language. Same shape | 404 */
  defineRoute({
    method: "GET",
    path: "/api/v1/contents/{id}",
    access: "public",
    params: z.object({ id: pathId }),
    document: `query RestContentById($id: Int!, $language: String) { contentPageById(id: $id, language: $language) { ${FIELDS} } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: Pick<Query, "contentPageById">, { language }) => one(data.contentPageById, language),
  }),
  /** GET /api/v1/contents/contents_category/{type}?language — active pages of a type. 200 {success, response:[content]} */
  defineRoute({
    method: "GET",
    path: "/api/v1/contents/contents_category/{type}",
    access: "public",
    params: z.object({ type: pathText }),
    document: `query RestContentsByType($type: String!, $language: String) { contentPages(type: $type, language: $language) { ${FIELDS} } }`,
    variables: ({ params }, { language }) => ({ type: params.type, language }),
    reply: (data: Pick<Query, "contentPages">) => ({ body: { success: true, response: data.contentPages.map(legacyContent) } }),
  }),
  /** POST /api/v1/contents/all/{type}?language — same list as contents_category/{type}. */
  defineRoute({
    method: "POST",
    path: "/api/v1/contents/all/{type}",
    access: "public",
    params: z.object({ type: pathText }),
    document: `query RestAllContents($type: String!, $language: String) { contentPages(type: $type, language: $language) { ${FIELDS} } }`,
    variables: ({ params }, { language }) => ({ type: params.type, language }),
    reply: (data: Pick<Query, "contentPages">) => ({ body: { success: true, response: data.contentPages.map(legacyContent) } }),
  }),
];
