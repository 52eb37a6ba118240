// /siparislerim/{code} — one of the member's orders: number, status, date, payment, cargo company and tracking link
// when set, lines, totals and addresses; the status history with dates; the member's cancel and return requests,
// and the form to ask for one while the order allows it. Another member's order number is a 404.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountLayout } from "~/components/account/account-layout";
import { OrderHistory } from "~/components/account/order-history";
import { OrderRequestForm, type RequestKind } from "~/components/account/order-request-form";
import { OrderRequests } from "~/components/account/order-requests";
import { OrderDetails } from "~/components/checkout/order-details";
import { ORDERS_PATH } from "~/domain/account-paths";
import { formatOrderDate } from "~/domain/checkout-format";
import { graphql } from "~/graphql/generated";
import { accountLinks } from "~/utils/account-styles";
import { readForm } from "~/utils/form.server";
import { graphQLErrorCode, runMutation, withInputNet } from "~/utils/graphql.server";
import { memberAuthenticated, shopperQuery, toLogin } from "~/utils/guards.server";
import { notFound } from "~/utils/http.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath, type Locale } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { readRequestForm } from "~/utils/order-request-form.server";
import { toastCookie } from "~/utils/toast.server";
import { usePageLocale } from "~/utils/use-locale";

export const handle = { i18n: ["common", "checkout", "account"] };

export const links = accountLinks;

/** Order numbers are letters, digits and dashes; anything else names no order. */
function orderCode(params: { code?: string }): string {
  const code = params.code ?? "";
  if (!/^[\w-]{1,40}$/.test(code)) throw notFound();
  return code;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  const code = orderCode(params);
  memberAuthenticated(request, locale);
  try {
    const result = await shopperQuery({ request, context }, locale, AccountOrderDocument, { code });
    const t = await remixI18n.getFixedT(locale, "account");
    return { title: t("orders.detailTitle", { code: result.order.code }), ...result };
  } catch (error) {
    if (graphQLErrorCode(error) === "NOT_FOUND") throw notFound();
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageMeta(matches, data?.title ?? null),
  { name: "robots", content: "noindex" },
];

const pagePath = (locale: Locale, code: string) => `${localizePath(ORDERS_PATH, locale)}/${encodeURIComponent(code)}`;

export const action = withInputNet(answerPost);

async function answerPost({ request, context, params }: ActionFunctionArgs) {
  const locale = requireLocale(params.lang);
  const code = orderCode(params);
  // The post is read first: a refused one (another site's, not a form) gets its 4xx whoever sends it.
  const { form, refused } = await readForm(request);
  memberAuthenticated(request, locale);
  const { kind, values, lines, errors } = await readRequestForm(form, refused, locale);
  if (Object.keys(errors).length) return data({ kind, values, errors, message: null }, { status: 400 });
  const variables = { input: { code, lines, reason: values.reason, note: values.note || null } };
  let result;
  try {
    result =
      kind === "refund"
        ? (await runMutation(request, context, RefundDocument, variables)).requestOrderRefund
        : (await runMutation(request, context, CancelDocument, variables)).requestOrderCancel;
  } catch (error) {
    const reason = graphQLErrorCode(error);
    if (reason === "NOT_FOUND") throw notFound();
    if (reason === "UNAUTHENTICATED" || reason === "FORBIDDEN") throw toLogin(request, locale, true);
    throw error;
  }
  if (result.__typename === "OrderError") {
    const field = result.field === "lines" || result.field === "reason" || result.field === "note" ? result.field : null;
    return data({ kind, values, errors: field ? { [field]: result.message } : {}, message: field ? null : result.message }, { status: 400 });
  }
  const t = await remixI18n.getFixedT(locale, "account");
  const headers = new Headers({ "Set-Cookie": await toastCookie({ type: "success", message: t(kind === "refund" ? "orders.refundSent" : "orders.cancelSent") }) });
  return redirect(`${pagePath(locale, code)}#talepler`, { headers });
}

export default function AccountOrderPage() {
  const { title, order, bankAccounts, cancelReasons, refundReasons } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const locale = usePageLocale();
  const left = new Map(order.requestableLines.map((l) => [l.orderLineId, l.quantity]));
  const lines = order.lines.map((l) => ({ id: l.id, title: l.title, variantNames: l.variantNames, left: left.get(l.id) ?? 0 }));
  const formFor = (kind: RequestKind) => (result && result.kind === kind ? { values: result.values, errors: result.errors, message: result.message } : {});
  const formAction = pagePath(locale, order.code);
  return (
    <AccountLayout title={title}>
      <p>
        <Link to={localizePath(ORDERS_PATH, locale)} className="text-link">
          {t("orders.back")}
        </Link>
      </p>
      <OrderDetails order={order} accounts={bankAccounts} locale={locale} />
      <OrderHistory entries={order.statusHistory} id="order-history-title" />
      <OrderRequests requests={order.requests} />
      {order.canCancel ? <OrderRequestForm kind="cancel" action={formAction} intro={t("orders.cancelIntro")} lines={lines} reasons={cancelReasons} {...formFor("cancel")} /> : null}
      {order.canRefund && order.refundableUntil ? (
        <OrderRequestForm
          kind="refund"
          action={formAction}
          intro={t("orders.refundIntro", { date: formatOrderDate(order.refundableUntil) })}
          lines={lines}
          reasons={refundReasons}
          {...formFor("refund")}
        />
      ) : null}
    </AccountLayout>
  );
}

const AccountOrderDocument = graphql(`
  query AccountOrder($code: String!) {
    order(code: $code) {
      ...CheckoutOrderFields
      canCancel
      canRefund
      refundableUntil
      requestableLines {
        orderLineId
        quantity
      }
      statusHistory {
        status
        statusName
        createdAt
      }
      requests {
        id
        kind
        status
        statusName
        reasonName
        note
        answer
        createdAt
        lines {
          orderLineId
          title
          variantNames
          quantity
        }
      }
    }
    bankAccounts {
      ...CheckoutBankAccountFields
    }
    cancelReasons: orderRequestReasons(kind: CANCEL) {
      code
      name
    }
    refundReasons: orderRequestReasons(kind: REFUND) {
      code
      name
    }
  }
`);

const CancelDocument = graphql(`
  mutation AccountOrderCancel($input: OrderRequestInput!) {
    requestOrderCancel(input: $input) {
      __typename
      ... on OrderRequest {
        id
      }
      ... on OrderError {
        code
        message
        field
      }
    }
  }
`);

const RefundDocument = graphql(`
  mutation AccountOrderRefund($input: OrderRequestInput!) {
    requestOrderRefund(input: $input) {
      __typename
      ... on OrderRequest {
        id
      }
      ... on OrderError {
        code
        message
        field
      }
    }
  }
`);
