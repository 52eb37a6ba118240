// The order page's action: reads the posted form, calls the order operation it names as the signed-in admin, and
// turns a refusal into a message for the form and the field it belongs to, in the admin's language. Success is a
// redirect back to the order with a toast, so a reload never posts twice.
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import type { TFunction } from "i18next";
import { adminOrderPath } from "~/domain/admin-paths";
import { formText } from "~/domain/checkout-address";
import { parseMoneyToMinor } from "~/domain/money";
import { urlId } from "~/domain/url-params";
import { graphql } from "~/graphql/generated";
import type { OrderStatusCode } from "~/graphql/generated/graphql";
import { adminAuthenticated, adminMutation } from "~/utils/admin-session.server";
import { readForm } from "~/utils/form.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { toastCookie } from "~/utils/toast.server";
import { ORDER_STATUSES } from "~/components/admin/orders/order-list-state";
import type { OrderActionError, OrderIntent } from "./order-types";

interface Refusal {
  code: string;
  message: string;
  field?: string | null;
}

/** Fields the form shows a message next to; any other refusal is said at the top of the form. */
const FIELDS: Record<OrderIntent, readonly string[]> = {
  status: ["status", "trackingCode", "cargoId", "note"],
  wire: [],
  invoice: ["invoiceNumber"],
  decide: ["refundMinor", "description"],
};

/** A refusal in the admin's words: our own text for the fields we know, else the server's (already translated). */
function messageOf(t: TFunction, intent: OrderIntent, refusal: Refusal): { field: string | null; message: string } {
  const field = refusal.field && FIELDS[intent].includes(refusal.field) ? refusal.field : null;
  if (refusal.code === "REQUEST_ALREADY_DECIDED") return { field: null, message: t("orders.errors.decided") };
  if (refusal.code === "REFUND_AMOUNT_TOO_HIGH") return { field: "refundMinor", message: t("orders.errors.refundMinor") };
  if (refusal.code === "ORDER_STATUS_NOT_ALLOWED") return { field: intent === "status" ? "status" : null, message: t("orders.errors.status") };
  if (refusal.code === "MISSING_INFORMATION" && field) return { field, message: t(`orders.errors.${field}`) };
  return { field: null, message: refusal.message || t("orders.errors.unknown") };
}

const isStatus = (value: string): value is OrderStatusCode => (ORDER_STATUSES as readonly string[]).includes(value);
const DECISIONS = ["APPROVED", "REJECTED", "REFUNDED"] as const;
type Decision = (typeof DECISIONS)[number];
const isDecision = (value: string): value is Decision => (DECISIONS as readonly string[]).includes(value);

export async function orderAction({ request, context, params }: ActionFunctionArgs) {
  // The form first: a post from another site is refused (403) before anything else is looked at.
  const { form, refused } = await readForm(request);
  const { token } = await adminAuthenticated({ request, context });
  const orderId = urlId(params.id);
  if (orderId === null) throw data(null, { status: 404 });
  const language = localeFromRequest(request);
  const t = await remixI18n.getFixedT(language, "admin");
  const intent = formText(form, "intent") as OrderIntent;
  // A request id no form offers (not a whole number, or past GraphQL's Int) is no request: the post is refused here.
  const requestId = urlId(formText(form, "requestId")) ?? undefined;
  const fail = (field: string | null, message: string, status = 400) => data<OrderActionError>({ intent, requestId, field, message }, { status });
  const args = { request, context };
  const done = async (message: string) => redirect(adminOrderPath(orderId), { headers: { "Set-Cookie": await toastCookie({ type: "success", message }) } });

  if (intent === "status" || intent === "wire") {
    const status = intent === "wire" ? "APPROVED" : formText(form, "status");
    if (!isStatus(status)) return fail("status", t("orders.errors.status"));
    if (refused.includes("note") || refused.includes("trackingCode")) return fail(refused.includes("note") ? "note" : "trackingCode", t("orders.errors.note"));
    const cargoId = urlId(formText(form, "cargoId"));
    const input = {
      orderId,
      status,
      note: intent === "wire" ? t("orders.wireNote") : formText(form, "note").slice(0, 1001),
      cargoId: status === "SHIPPED" ? cargoId : null,
      trackingCode: status === "SHIPPED" ? formText(form, "trackingCode").slice(0, 65) : null,
      returnStock: form.get("returnStock") === "1",
    };
    const result = (await adminMutation(args, token, ChangeStatusDocument, { input })).changeOrderStatus;
    if (result.__typename === "OrderError") {
      const { field, message } = messageOf(t, intent, result);
      return fail(field, message);
    }
    return done(t("orders.changed"));
  }
  if (intent === "invoice") {
    if (refused.includes("invoiceNumber")) return fail("invoiceNumber", t("orders.errors.invoiceNumber"));
    const result = (await adminMutation(args, token, SetInvoiceDocument, { orderId, invoiceNumber: formText(form, "invoiceNumber").slice(0, 65) })).setOrderInvoiceNumber;
    if (result.__typename === "OrderError") {
      const { field, message } = messageOf(t, intent, result);
      return fail(field, message);
    }
    return done(t("orders.invoiceSaved"));
  }
  if (intent === "decide" && requestId) {
    const decision = formText(form, "decision");
    if (!isDecision(decision)) return fail(null, t("orders.errors.unknown"));
    if (refused.includes("description")) return fail("description", t("orders.errors.description"));
    const typed = formText(form, "refund").trim();
    const refundMinor = typed ? parseMoneyToMinor(typed) : 0;
    if (refundMinor === null || refundMinor < 0 || !Number.isSafeInteger(refundMinor)) return fail("refundMinor", t("orders.errors.refundFormat"));
    const input = { requestId, status: decision, refundMinor, description: formText(form, "description").slice(0, 1001), returnStock: form.get("returnStock") === "1" };
    const result = (await adminMutation(args, token, DecideDocument, { input })).decideOrderRequest;
    if (result.__typename === "OrderError") {
      const { field, message } = messageOf(t, intent, result);
      return fail(field, message);
    }
    return done(t("orders.decided"));
  }
  return fail(null, t("orders.errors.unknown"));
}

const ChangeStatusDocument = graphql(`
  mutation AdminChangeOrderStatus($input: ChangeOrderStatusInput!) {
    changeOrderStatus(input: $input) {
      __typename
      ... on OrderError {
        code
        message
        field
      }
    }
  }
`);

const SetInvoiceDocument = graphql(`
  mutation AdminSetOrderInvoice($orderId: Int!, $invoiceNumber: String!) {
    setOrderInvoiceNumber(orderId: $orderId, invoiceNumber: $invoiceNumber) {
      __typename
      ... on OrderError {
        code
        message
        field
      }
    }
  }
`);

const DecideDocument = graphql(`
  mutation AdminDecideOrderRequest($input: DecideOrderRequestInput!) {
    decideOrderRequest(input: $input) {
      __typename
      ... on OrderError {
        code
        message
        field
      }
    }
  }
`);
