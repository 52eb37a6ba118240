// POST /resource/stock-alert — "Gelince haber ver" of a sold-out product or variant: {productId, subProductId?,
// intent: add|cancel, r}. A visitor goes to the login page and back; a member sets or withdraws the alert and hears
// it as a toast (a flash toast without JavaScript, data for a fetcher, which also says whether the alert is now set).
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
    const variables = { productId, subProductId: formId(form.get("subProductId")) };
    const catalogT = await remixI18n.getFixedT(locale, "catalog");
    if (form.get("intent") === "cancel") {
      await runMutation(request, context, CancelStockAlertDocument, variables);
      // Already withdrawn (another tab, or mailed meanwhile) ends the same way: no alert is open.
      return answerMember(options, { ok: true, hasStockAlert: false, toast: { type: "success", message: catalogT("stockAlertDone.cancelled") } });
    }
    const { requestStockAlert: result } = await runMutation(request, context, StockAlertDocument, variables);
    if (result.__typename === "OperationError") {
      // Set already (a page opened before it was): the alert is on, which is what the member wanted.
      if (result.code === "HAS_LETMENOW") return answerMember(options, { ok: true, hasStockAlert: true, toast: { type: "success", message: catalogT("stockAlertDone.added") } });
      return answerMember(options, { ok: false, toast: { type: "error", message: await errorText(locale, result.code) } }, 400);
    }
    return answerMember(options, { ok: true, hasStockAlert: true, toast: { type: "success", message: catalogT("stockAlertDone.added") } });
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

const CancelStockAlertDocument = graphql(`
  mutation CancelStockAlert($productId: Int!, $subProductId: Int) {
    cancelStockAlert(productId: $productId, subProductId: $subProductId)
  }
`);
