// POST /resource/stock-alert — "Gelince haber ver" of a sold-out product or variant: {productId, subProductId?, r}.
// A visitor goes to the login page and back; a member gets letmenow_added, has_letmenow or letmenow_not_added as a
// toast (a flash toast without JavaScript, data for a fetcher).
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
    const productId = formId(form.get("productId"));
    if (productId === null) return answerMember(options, { ok: false, toast: { type: "error", message: await errorText(locale, "letmenow_not_added") } }, 400);
    const { requestStockAlert: result } = await runMutation(request, context, StockAlertDocument, {
      productId,
      subProductId: formId(form.get("subProductId")),
    });
    if (result.__typename === "OperationError") {
      // Asking twice is not a failure of the shop: a warning, as the legacy storefront showed it.
      const type = result.code === "HAS_LETMENOW" ? "warning" : "error";
      return answerMember(options, { ok: false, toast: { type, message: await errorText(locale, result.code) } }, 400);
    }
    const catalogT = await remixI18n.getFixedT(locale, "catalog");
    return answerMember(options, { ok: true, toast: { type: "success", message: catalogT("stockAlertDone.added") } });
  });
}

// Someone opening the URL directly gets the home page rather than a 405.
export async function loader() {
  return redirect("/");
}

const StockAlertDocument = graphql(`
  mutation StockAlert($productId: Int!, $subProductId: Int) {
    requestStockAlert(productId: $productId, subProductId: $subProductId) {
      __typename
      ... on OperationError {
        code
      }
    }
  }
`);
