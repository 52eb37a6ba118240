// /api/v1 routes of the admin's content pages and categories in the legacy snake_case shapes. Texts travel as a
// list `languages` of {language, title, seo_link, seo_title, seo_description, content}; refusals as
// {success:false, code, message, field} (field `en.seo_link` style for a text).
import type { AdminContentPage, ContentCategory, Mutation, OperationError, Query } from "../../generated/resolvers-types.js";
import { z } from "zod";
import { legacyUserError } from "../../core/errors.js";
import { defineRoute, notFoundReply, RestInputError, type RestRoute } from "../../core/rest.js";
import { firstGiven, legacyBody, legacyFlag, legacyText, pathId, positiveId, text, wholeNumber } from "../../core/rest-input.js";

export const ADMIN_PAGE_FIELDS = "id code type sort isActive version updatedAt title texts { language title seoLink seoTitle seoDescription content }";

const legacyAdminContent = (c: AdminContentPage) => ({
  id: c.id,
  code: c.code,
  type: c.type,
  sort: c.sort,
  is_active: c.isActive,
  version: c.version,
  updated_at: c.updatedAt,
  title: c.title,
  languages: c.texts.map((t) => ({ language: t.language, title: t.title, seo_link: t.seoLink, seo_title: t.seoTitle, seo_description: t.seoDescription, content: t.content })),
});

const snake = (field: string | null | undefined) => field?.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) ?? null;

/** A result union answer: the record under `response`, or the refusal with its field in the legacy spelling. */
function legacyResult<T extends { __typename?: string }>(result: T, okCode: string, shape: (record: T) => unknown) {
  if (result.__typename === "OperationError") {
    // The documents alias the error's code: a record's own `code` (a String) would clash with it.
    const error = result as unknown as Omit<OperationError, "code"> & { errorCode: string };
    return { body: legacyUserError({ code: error.errorCode, message: error.message, field: snake(error.field) }) };
  }
  return { body: { success: true, code: okCode, response: shape(result) } };
}

const textEntry = z.object({
  language: text.max(8),
  title: text.max(255).optional(),
  seo_link: text.max(255).optional(),
  seo_title: text.max(255).nullish(),
  seo_description: text.max(2000).nullish(),
  content: text.max(500_000).nullish(),
});

const pageBody = legacyBody(
  () => ({
    id: positiveId,
    code: legacyText(64),
    type: legacyText(32),
    sort: wholeNumber,
    is_active: legacyFlag,
    languages: z.array(textEntry).max(10).optional(),
  }),
  (b) => ({ ...b, type: firstGiven(b, "type", "contents_category", "category"), languages: firstGiven(b, "languages", "contents", "translations") }),
);

type PageBody = z.infer<typeof pageBody>;

const pageInput = (body: PageBody, id: number | null) => ({
  id,
  code: body.code ?? "",
  type: body.type ?? "",
  sort: body.sort,
  isActive: body.is_active,
  texts: (body.languages ?? []).map((t) => ({
    language: t.language,
    title: t.title ?? "",
    seoLink: t.seo_link ?? "",
    seoTitle: t.seo_title ?? null,
    seoDescription: t.seo_description ?? null,
    content: t.content ?? null,
  })),
});

const SAVE_DOCUMENT = `mutation RestSaveContentPage($input: ContentPageInput!, $language: String) {
  saveContentPage(input: $input, language: $language) { __typename ... on AdminContentPage { ${ADMIN_PAGE_FIELDS} } ... on OperationError { errorCode: code message field } } }`;

export const contentAdminRoutes: RestRoute[] = [
  /** GET /api/v1/contents/ForAdmin/{id} — admin: 200 {success, response:{id, code, type, sort, is_active, version, updated_at, title, languages}} | 404 */
  defineRoute({
    method: "GET",
    path: "/api/v1/contents/ForAdmin/{id}",
    access: "admin",
    params: z.object({ id: pathId }),
    document: `query RestContentForAdmin($id: Int!) { adminContentPage(id: $id) { ${ADMIN_PAGE_FIELDS} } }`,
    variables: ({ params }) => ({ id: params.id }),
    reply: (data: Pick<Query, "adminContentPage">, { language }) =>
      data.adminContentPage ? { body: { success: true, response: legacyAdminContent(data.adminContentPage) } } : notFoundReply(language),
  }),
  /**
   * POST /api/v1/contents/add?language — admin; body {code, type (or contents_category), sort, is_active, languages:
   * [{language, title, seo_link, seo_title, seo_description, content}]}: 200 {success:true, code:"content_added",
   * response: content} or {success:false, code: missing_information | invalid_value | value_taken, message, field}.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/contents/add",
    access: "admin",
    body: pageBody,
    document: SAVE_DOCUMENT,
    variables: ({ body }, { language }) => ({ input: pageInput(body, null), language }),
    reply: (data: Pick<Mutation, "saveContentPage">) => legacyResult(data.saveContentPage, "content_added", (r) => legacyAdminContent(r as AdminContentPage)),
  }),
  /** POST /api/v1/contents/update?language — admin; the body of add with `id`: code "content_updated"; an unknown id: 404. A text edit makes a new version. */
  defineRoute({
    method: "POST",
    path: "/api/v1/contents/update",
    access: "admin",
    body: pageBody,
    document: SAVE_DOCUMENT,
    variables: ({ body }, { language }) => {
      if (!body.id) throw new RestInputError("id");
      return { input: pageInput(body, body.id), language };
    },
    reply: (data: Pick<Mutation, "saveContentPage">) => legacyResult(data.saveContentPage, "content_updated", (r) => legacyAdminContent(r as AdminContentPage)),
  }),
  /** POST /api/v1/contents/delete/{id} — admin: 200 {success:true, code:"content_deleted"} | 404 */
  defineRoute({
    method: "POST",
    path: "/api/v1/contents/delete/{id}",
    access: "admin",
    params: z.object({ id: pathId }),
    document: `mutation RestDeleteContent($id: Int!) { deleteContentPage(id: $id) }`,
    variables: ({ params }) => ({ id: params.id }),
    reply: () => ({ body: { success: true, code: "content_deleted" } }),
  }),
  /** POST /api/v1/contents/updateStatus — admin; body {id, status (or is_active): 1/0, true/false}: 200 {success, code:"content_status_updated", response: content} | 404 */
  defineRoute({
    method: "POST",
    path: "/api/v1/contents/updateStatus",
    access: "admin",
    body: legacyBody(() => ({ id: positiveId, status: legacyFlag }), (b) => ({ ...b, id: firstGiven(b, "id", "content_id"), status: firstGiven(b, "status", "is_active") })),
    document: `mutation RestContentStatus($id: Int!, $active: Boolean!) { setContentPageActive(id: $id, isActive: $active) { ${ADMIN_PAGE_FIELDS} } }`,
    variables: ({ body }) => {
      if (!body.id) throw new RestInputError("id");
      if (body.status === null || body.status === undefined) throw new RestInputError("status");
      return { id: body.id, active: body.status };
    },
    reply: (data: Pick<Mutation, "setContentPageActive">) => ({ body: { success: true, code: "content_status_updated", response: legacyAdminContent(data.setContentPageActive) } }),
  }),
  /**
   * POST /api/v1/contents/contents_category/add?language — admin; body {id (to edit), code, sort, is_active, languages:
   * [{language, name}]}: 200 {success:true, code:"contents_category_added", response:{id, code, sort, is_active, name,
   * languages}} or {success:false, code, message, field}.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/contents/contents_category/add",
    access: "admin",
    body: legacyBody(
      () => ({
        id: positiveId,
        code: legacyText(32),
        sort: wholeNumber,
        is_active: legacyFlag,
        languages: z.array(z.object({ language: text.max(8), name: text.max(255).optional() })).max(10).optional(),
      }),
      (b) => ({ ...b, code: firstGiven(b, "code", "type"), languages: firstGiven(b, "languages", "translations") }),
    ),
    document: `mutation RestSaveContentCategory($input: ContentCategoryInput!, $language: String) {
      saveContentCategory(input: $input, language: $language) { __typename ... on ContentCategory { id code sort isActive name names { language name } } ... on OperationError { errorCode: code message field } } }`,
    variables: ({ body }, { language }) => ({
      language,
      input: {
        id: body.id,
        code: body.code ?? "",
        sort: body.sort,
        isActive: body.is_active,
        texts: (body.languages ?? []).map((t) => ({ language: t.language, name: t.name ?? "" })),
      },
    }),
    reply: (data: Pick<Mutation, "saveContentCategory">) =>
      legacyResult(data.saveContentCategory, "contents_category_added", (r) => {
        const c = r as ContentCategory;
        return { id: c.id, code: c.code, sort: c.sort, is_active: c.isActive, name: c.name, languages: c.names };
      }),
  }),
];
