// POST /resource/favorite — the heart of a product card or page: {productId, intent: add|remove, r (return path)}.
// A visitor goes to the login page and back. Without JavaScript the member returns to the page with a toast; a
// fetcher gets {ok, isFavorite, toast} and the heart changes in place.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { graphql } from "~/graphql/generated";
import { runMutation, withInputNet } from "~/utils/graphql.server";
import { remixI18n } from "~/utils/i18n.server";
import { answerMember, asMember, errorText, formId, readMemberPost } from "~/utils/member-actions.server";

export const action = withInputNet(answerPost);

async function answerPost({ request, context }: ActionFunctionArgs) {
  const { form, options } = await readMemberPost(request);
  const { locale } = options;
  return asMember(options, async () => {
    const t = await remixI18n.getFixedT(locale, "catalog");
    const productId = formId(form.get("productId"));
    if (productId === null) return answerMember(options, { ok: false, toast: { type: "error", message: t("favourite.failed") } }, 400);
    const remove = form.get("intent") === "remove";
    const result = remove
      ? (await runMutation(request, context, RemoveFavoriteDocument, { productId })).removeFavorite
      : (await runMutation(request, context, AddFavoriteDocument, { productId })).addFavorite;
    if (result.__typename !== "FavoriteChange") return answerMember(options, { ok: false, toast: { type: "error", message: await errorText(locale, result.code) } }, 400);
    const message = t(result.isFavorite ? "favourite.added" : "favourite.removed");
    return answerMember(options, { ok: true, isFavorite: result.isFavorite, toast: { type: "success", message } });
  });
}

// Someone opening the URL directly gets the home page rather than a 405.
export async function loader() {
  return redirect("/");
}

const AddFavoriteDocument = graphql(`
  mutation AddFavorite($productId: Int!) {
    addFavorite(productId: $productId) {
      __typename
      ... on FavoriteChange {
        isFavorite
      }
      ... on OperationError {
        code
      }
    }
  }
`);

const RemoveFavoriteDocument = graphql(`
  mutation RemoveFavorite($productId: Int!) {
    removeFavorite(productId: $productId) {
      __typename
      ... on FavoriteChange {
        isFavorite
      }
      ... on OperationError {
        code
      }
    }
  }
`);
