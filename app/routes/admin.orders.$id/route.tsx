// /admin/orders/:id — one order in full (items, amounts, addresses, payment, shipment, history) with the admin's
// forms: status change along the state machine, wire transfer confirmation, invoice number, and the answers to the
// order's cancel and return requests. The forms post to this page's action (order-action.server.ts).
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { orderAction } from "./order-action.server";
import { InvoiceForm, RequestCard, StatusForm, WireForm } from "./order-forms";
import { OrderAddresses, OrderHistory, OrderItems, OrderPayment, OrderShipment } from "./order-panels";
import type { OrderActionError } from "./order-types";
import { StatusBadge } from "~/components/admin/orders/status-badge";
import { adminCustomerPath, adminPaths } from "~/domain/admin-paths";
import { graphql } from "~/graphql/generated";
import { adminMeta } from "~/utils/admin-meta";
import { adminAuthenticated, adminQuery } from "~/utils/admin-session.server";
import { graphQLErrorCode, withInputNet } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { usePageLocale } from "~/utils/use-locale";
import { shopTimeFormat } from "../../../shared/shop-time";

export const handle = { i18n: ["admin"], breadcrumb: "orders.detail" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const language = localeFromRequest(request);
  const t = await remixI18n.getFixedT(language, "admin");
  const id = Number(params.id);
  if (!/^\d{1,10}$/.test(params.id ?? "") || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 });
  try {
    const result = await adminQuery({ request, context }, token, AdminOrderPageDocument, { id });
    return { title: t("orders.detailTitle", { code: result.adminOrder.code }), area: t("area"), ...result };
  } catch (error) {
    const code = graphQLErrorCode(error);
    if (code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
}

export const action = withInputNet(orderAction);

export const ErrorBoundary = AdminErrorBoundary;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export default function AdminOrderPage() {
  const { adminOrder: order, orderStatuses, adminCargoCompanies: companies } = useLoaderData<typeof loader>();
  // A company switched off is not offered for new shipments.
  const cargos = companies.filter((company) => company.isActive);
  const error = useActionData<typeof action>() as OrderActionError | undefined;
  const { t } = useTranslation("admin");
  const time = shopTimeFormat(usePageLocale(), { dateStyle: "medium", timeStyle: "short" });
  const names = Object.fromEntries(orderStatuses.map((s) => [s.code, s.name]));
  const next = orderStatuses.find((s) => s.code === order.status)?.next ?? [];
  const awaitingTransfer = order.paymentCode === "wire_transfer" && order.status === "AWAITING_PAYMENT";
  return (
    <>
      <div className="order-head">
        <h1 className="admin-title">{t("orders.detailTitle", { code: order.code })}</h1>
        <StatusBadge status={order.status} name={order.statusName} />
      </div>
      <p className="admin-muted">
        {t("orders.placedAt", { date: time.format(new Date(order.createdAt)) })} ·{" "}
        <Link to={adminPaths.orders} className="admin-link">
          {t("orders.toList")}
        </Link>
        {order.customerId ? (
          <>
            {" · "}
            <Link to={adminCustomerPath(order.customerId)} className="admin-link">
              {t("orders.toCustomer")}
            </Link>
          </>
        ) : (
          ` · ${t("orders.guest")}`
        )}
      </p>
      <div className="order-page">
        <div>
          <OrderItems order={order} />
          <OrderAddresses order={order} />
          <OrderHistory order={order} />
        </div>
        <div>
          {awaitingTransfer ? <WireForm order={order} error={error} /> : null}
          <StatusForm order={order} next={next} names={names} cargos={cargos} error={error} />
          <section className="admin-card" aria-labelledby="order-requests">
            <h2 id="order-requests">{t("orders.requests")}</h2>
            {order.requests.length ? (
              order.requests.map((request) => <RequestCard key={request.id} order={order} request={request} error={error} />)
            ) : (
              <p className="admin-muted">{t("orders.noRequests")}</p>
            )}
          </section>
          <OrderPayment order={order} />
          <OrderShipment order={order} />
          <InvoiceForm order={order} error={error} />
        </div>
      </div>
    </>
  );
}

const AdminOrderPageDocument = graphql(`
  query AdminOrderPage($id: Int!) {
    adminOrder(id: $id) {
      id
      code
      createdAt
      status
      statusName
      paymentCode
      paymentName
      doorPaymentType
      paymentProvider
      installmentCount
      chargedMinor
      paidMinor
      refundedMinor
      currencyCode
      email
      phone
      customerId
      invoiceNumber
      cargoName
      cargoTrackingCode
      cargoTrackingUrl
      isGift
      giftNote
      generalNote
      campaignName
      couponCode
      bankAccount {
        bankName
        iban
      }
      lines {
        id
        title
        variantNames
        quantity
        unitPriceMinor
        personalizationPriceMinor
        lineTotalMinor
        personalizations {
          personalizationId
          name
          value
          options {
            name
          }
        }
      }
      totals {
        linesMinor
        giftPackageMinor
        campaignDiscountMinor
        couponDiscountMinor
        cargoMinor
        doorFeeMinor
        installmentInterestMinor
        grandTotalMinor
      }
      deliveryAddress {
        ...AdminOrderAddress
      }
      invoiceAddress {
        ...AdminOrderAddress
      }
      statusHistory {
        status
        statusName
        note
        adminId
        adminName
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
        refundMinor
        stockReturned
        createdAt
        lines {
          orderLineId
          title
          variantNames
          quantity
        }
      }
    }
    orderStatuses {
      code
      name
      next
    }
    adminCargoCompanies {
      id
      name
      isActive
      hasTrackingLink
    }
  }

  fragment AdminOrderAddress on OrderAddress {
    firstName
    lastName
    phone
    address
    countryName
    stateName
    cityName
    zipCode
    invoiceType
    identityNumber
    companyName
    taxOffice
    taxNumber
  }
`);
