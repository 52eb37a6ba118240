// /api/v1 routes of members and products: favourites, a comment, a back-in-stock alert. All need a member token
// (401 without one). Success replies carry the legacy code (favorite_added, favorite_deleted, successfully_comment_add,
// letmenow_added); failures are {success:false, code, message, field}.
import type { OperationError, Query } from "../../../generated/resolvers-types.js";
import { z } from "zod";
import { legacyUserError } from "../../../core/errors.js";
import { defineRoute, type RestRoute } from "../../../core/rest.js";
import { firstGiven, groupOr, legacyBody, legacyFlag, legacyInt, pathId, positiveId, textOrNumber, wholeNumber } from "../../../core/rest-input.js";
import { CARD_FIELDS, legacyCard } from "../catalog.legacy.js";

const byId = z.object({ id: pathId });
const ERROR = `... on OperationError { code message field }`;
type Failure = OperationError & { __typename: "OperationError" };
type Outcome = { __typename: string } | Failure;

/** A success reply with its legacy code, or the failure as legacy clients read it. */
const coded = (result: Outcome, code: string, extra: Record<string, unknown> = {}) =>
  result.__typename === "OperationError" ? { body: legacyUserError(result as Failure) } : { body: { success: true, code, ...extra } };

const favoritesBody = legacyBody(() => ({ page: legacyInt(1, 100_000), length: legacyInt(1, 48) }), (body) => {
  const paging = groupOr(body, "paging");
  return { page: firstGiven(paging, "currentPage", "page"), length: paging.length };
});

const commentBody = legacyBody(() => ({
  product_id: positiveId,
  title: textOrNumber,
  comment: textOrNumber,
  rate: wholeNumber.describe("1 to 5"),
  is_name_display: legacyFlag.describe("show the member's name under the comment (default true)"),
}));

/** Whole numbers past a 32-bit Int are no rate (the service answers comment_no_rate), not a malformed request. */
const int32OrNull = (n: number | null) => (n !== null && Math.abs(n) <= 2_147_483_647 ? n : null);

export const engagementRoutes: RestRoute[] = [
  /**
   * POST /api/v1/customer/getCustomerFavorites?language — body {page|currentPage, length} (optional): 200
   * {success:true, response:[cards], total, page, length, page_count}, newest first.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/customer/getCustomerFavorites",
    access: "customer",
    body: favoritesBody,
    document: `query RestFavorites($page: Int, $pageSize: Int, $language: String) {
      myFavorites(page: $page, pageSize: $pageSize, language: $language) { total page pageSize pageCount items { ${CARD_FIELDS} isFavorite } }
    }`,
    variables: ({ body }, { language }) => ({ page: body.page ?? 1, pageSize: body.length ?? 12, language }),
    reply: (data: Pick<Query, "myFavorites">) => ({
      body: {
        success: true,
        response: data.myFavorites.items.map((card) => ({ ...legacyCard(card), is_favorite: card.isFavorite })),
        total: data.myFavorites.total,
        page: data.myFavorites.page,
        length: data.myFavorites.pageSize,
        page_count: data.myFavorites.pageCount,
      },
    }),
  }),
  /** GET /api/v1/customer/addCustomerFavorite/{id} — 200 {success:true, code:"favorite_added"}; unknown product: comment_no_product. */
  defineRoute({
    method: "GET",
    path: "/api/v1/customer/addCustomerFavorite/{id}",
    access: "customer",
    params: byId,
    document: `mutation RestAddFavorite($id: Int!) { addFavorite(productId: $id) { __typename ${ERROR} } }`,
    variables: ({ params }) => ({ id: params.id }),
    reply: (data: { addFavorite: Outcome }) => coded(data.addFavorite, "favorite_added"),
  }),
  /** GET /api/v1/customer/deleteCustomerFavorite/{id} — 200 {success:true, code:"favorite_deleted"}. */
  defineRoute({
    method: "GET",
    path: "/api/v1/customer/deleteCustomerFavorite/{id}",
    access: "customer",
    params: byId,
    document: `mutation RestDeleteFavorite($id: Int!) { removeFavorite(productId: $id) { __typename ${ERROR} } }`,
    variables: ({ params }) => ({ id: params.id }),
    reply: (data: { removeFavorite: Outcome }) => coded(data.removeFavorite, "favorite_deleted"),
  }),
  /**
   * POST /api/v1/product/addProductComment — body {product_id, title, comment, rate (1–5), is_name_display}: 200
   * {success:true, code:"successfully_comment_add"} (the comment waits for review); failures comment_no_product,
   * comment_no_comment, comment_no_rate, comment_has_comment_customer.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/product/addProductComment",
    access: "customer",
    body: commentBody,
    document: `mutation RestAddComment($input: AddCommentInput!) { addProductComment(input: $input) { __typename ${ERROR} } }`,
    variables: ({ body }) => ({
      input: { productId: body.product_id, title: body.title, text: body.comment, rate: int32OrNull(body.rate), isNameDisplay: body.is_name_display },
    }),
    reply: (data: { addProductComment: Outcome }) => coded(data.addProductComment, "successfully_comment_add"),
  }),
  /**
   * GET /api/v1/product/productLetMeNow/{id}?sub_product_id — 200 {success:true, code:"letmenow_added"};
   * {success:false, code:"has_letmenow"} when already asked; letmenow_not_added for an unknown or in-stock product.
   */
  defineRoute({
    method: "GET",
    path: "/api/v1/product/productLetMeNow/{id}",
    access: "customer",
    params: byId,
    query: z.object({ sub_product_id: positiveId }),
    document: `mutation RestLetMeNow($id: Int!, $sub: Int) { requestStockAlert(productId: $id, subProductId: $sub) { __typename ${ERROR} } }`,
    variables: ({ params, query }) => ({ id: params.id, sub: query.sub_product_id }),
    reply: (data: { requestStockAlert: Outcome }) => coded(data.requestStockAlert, "letmenow_added"),
  }),
];
