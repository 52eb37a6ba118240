// /admin/coupons/:id — one coupon's form with its usage (who used it, how often, in which orders) and a switch on or
// off; `new` makes one coupon or a batch of codes. Catalogue role; the server audits every write.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { DataTable, type Column } from "~/components/admin/data-table";
import { ConfirmButton } from "~/components/admin/form-guards";
import { CouponForm, couponFields, type CouponValues } from "./coupon-form";
import { formatShopDay, shopDayBound } from "../../../shared/shop-time";
import { StateBadge } from "~/components/admin/promo/promo-fields";
import { NumberReader, fieldMessages, orRefusal, promoPage } from "~/components/admin/promo/promo.server";
import { adminPaths } from "~/domain/admin-paths";
import { formText, positiveId } from "~/domain/checkout-address";
import { graphql } from "~/graphql/generated";
import type { CouponInput } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { adminMutation, adminQuery } from "~/utils/admin-session.server";
import { refusedFieldErrors } from "~/utils/form-errors.server";
import { readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { toastCookie } from "~/utils/toast.server";
import { usePageLocale } from "~/utils/use-locale";

export const handle = { i18n: ["admin"], breadcrumb: "coupons.crumb" };
export const ErrorBoundary = AdminErrorBoundary;

function idOf(param: string | undefined): number | null {
  if (param === "new") return null;
  const id = positiveId(param);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token, t } = await promoPage({ request, context });
  const id = idOf(params.id);
  const coupon = id === null ? null : (await orRefusal(t, () => adminQuery({ request, context }, token, CouponFormDocument, { id }), "coupons.notFound")).adminCoupon;
  const title = coupon ? t("coupons.editTitle", { code: coupon.code }) : t("coupons.newTitle");
  return { title, area: t("area"), id, coupon, values: couponFields(coupon) };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

function couponInput(form: FormData, numbers: NumberReader): CouponInput {
  const percent = formText(form, "discountType") !== "amount";
  return {
    code: formText(form, "code"),
    discountPercent: percent ? numbers.int("discountValue", "discount") : null,
    discountAmountMinor: percent ? null : numbers.money("discountValue", "discount"),
    startsAt: shopDayBound(formText(form, "startsAt"), false),
    endsAt: shopDayBound(formText(form, "endsAt"), true),
    isActive: form.get("isActive") === "on",
    minCartAmountMinor: numbers.money("minCartAmount", "minCartAmountMinor"),
    maxCartAmountMinor: numbers.money("maxCartAmount", "maxCartAmountMinor"),
    customerId: numbers.int("customerId"),
    maxUses: numbers.int("maxUses"),
    maxUsesPerShopper: numbers.int("maxUsesPerShopper"),
  };
}

export const action = withInputNet(async ({ request, context, params }: ActionFunctionArgs) => {
  const { form, refused } = await readForm(request);
  const { token, t, locale } = await promoPage({ request, context });
  const args = { request, context };
  const id = idOf(params.id);
  const intent = formText(form, "intent");
  if (id !== null && (intent === "activate" || intent === "deactivate")) {
    await orRefusal(t, () => adminMutation(args, token, SetCouponActiveDocument, { id, isActive: intent === "activate" }), "coupons.notFound");
    const message = t(intent === "activate" ? "coupons.activated" : "coupons.deactivated");
    return redirect(adminPaths.coupon(id), { headers: { "Set-Cookie": await toastCookie({ type: "success", message }) } });
  }
  const values = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
  const numbers = new NumberReader(form, t);
  const input = couponInput(form, numbers);
  const count = intent === "generate" ? numbers.int("count") : null;
  const local = { ...numbers.errors, ...(await refusedFieldErrors(refused, locale)) };
  if (Object.keys(local).length) return data({ values, errors: local, message: t("campaigns.formProblems") }, { status: 400 });
  if (id === null && intent === "generate") {
    const prefix = formText(form, "prefix");
    const { generateCoupons: batch } = await orRefusal(t, () => adminMutation(args, token, GenerateCouponsDocument, { input: { prefix, count, coupon: input } }));
    if (batch.__typename === "FormError") return data({ values, errors: fieldMessages(batch.fields, {}), message: batch.message }, { status: 400 });
    const toast = await toastCookie({ type: "success", message: t("coupons.generated", { count: batch.codes.length }) });
    return redirect(`${adminPaths.coupons}?q=${encodeURIComponent(prefix.toUpperCase())}`, { headers: { "Set-Cookie": toast } });
  }
  const result =
    id === null
      ? (await orRefusal(t, () => adminMutation(args, token, CreateCouponDocument, { input }))).createCoupon
      : (await orRefusal(t, () => adminMutation(args, token, UpdateCouponDocument, { id, input }), "coupons.notFound")).updateCoupon;
  if (result.__typename === "FormError") return data({ values, errors: fieldMessages(result.fields, {}), message: result.message }, { status: 400 });
  const message = id === null ? t("coupons.created") : t("coupons.saved");
  return redirect(adminPaths.coupon(result.id), { headers: { "Set-Cookie": await toastCookie({ type: "success", message }) } });
});

type CouponUser = CouponValues["users"][number];

function Usage({ coupon }: { coupon: CouponValues }) {
  const { t } = useTranslation("admin");
  const locale = usePageLocale();
  const columns: Column<CouponUser>[] = [
    { key: "shopper", header: t("coupons.shopper"), cell: (u) => t(u.shopperKind === "GUEST" ? "coupons.guest" : "coupons.member", { id: u.shopperId }) },
    { key: "uses", header: t("coupons.uses"), nowrap: true, cell: (u) => u.uses },
    { key: "orders", header: t("coupons.orders"), cell: (u) => <span dir="ltr">{u.orderIds.map((o) => `#${o}`).join(", ")}</span> },
    { key: "last", header: t("coupons.lastUsed"), nowrap: true, cell: (u) => formatShopDay(u.lastUsedAt, locale) },
  ];
  return (
    <section className="admin-card" aria-labelledby="coupon-users">
      <h2 id="coupon-users">{t("coupons.users")}</h2>
      <p>
        <StateBadge state={coupon.state} label={t(`coupons.states.${coupon.state.toLowerCase()}`)} />{" "}
        {`${t("coupons.usage")}: ${t("coupons.usedOf", { used: coupon.usedCount, max: coupon.maxUses ?? t("coupons.unlimited") })}`}
      </p>
      {coupon.users.length ? <DataTable caption={t("coupons.users")} columns={columns} rows={coupon.users} rowKey={(u) => `${u.shopperKind}-${u.shopperId}`} total={coupon.users.length} filtered={false} /> : <p className="admin-muted">{t("coupons.noUsers")}</p>}
      <Form method="post">
        {coupon.isActive ? (
          <ConfirmButton name="intent" value="deactivate" question={t("coupons.confirmDeactivate")} className="admin-button admin-button--danger">
            {t("coupons.deactivate")}
          </ConfirmButton>
        ) : (
          <button type="submit" name="intent" value="activate" className="admin-button">
            {t("coupons.activate")}
          </button>
        )}
      </Form>
    </section>
  );
}

export default function AdminCouponPage() {
  const { title, id, coupon, values } = useLoaderData<typeof loader>();
  const refusedPost = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  return (
    <>
      <div className="promo-head">
        <h1 className="admin-title">{title}</h1>
        <Link to={adminPaths.coupons} className="admin-button">
          {t("campaigns.back")}
        </Link>
      </div>
      {coupon ? <Usage coupon={coupon} /> : null}
      <section className="admin-card">
        <CouponForm key={id ?? "new"} values={refusedPost?.values ?? values} errors={refusedPost?.errors ?? {}} message={refusedPost?.message} isNew={id === null} />
      </section>
    </>
  );
}

const CouponFormDocument = graphql(`
  query CouponForm($id: Int!) {
    adminCoupon(id: $id) {
      id
      code
      discountPercent
      discountAmountMinor
      startsAt
      endsAt
      isActive
      state
      minCartAmountMinor
      maxCartAmountMinor
      customerId
      maxUses
      maxUsesPerShopper
      usedCount
      users {
        shopperKind
        shopperId
        uses
        orderIds
        lastUsedAt
      }
    }
  }
`);

const CreateCouponDocument = graphql(`
  mutation CreateCoupon($input: CouponInput!) {
    createCoupon(input: $input) {
      __typename
      ... on AdminCoupon {
        id
      }
      ...FormErrorFields
    }
  }
`);

const UpdateCouponDocument = graphql(`
  mutation UpdateCoupon($id: Int!, $input: CouponInput!) {
    updateCoupon(id: $id, input: $input) {
      __typename
      ... on AdminCoupon {
        id
      }
      ...FormErrorFields
    }
  }
`);

const SetCouponActiveDocument = graphql(`
  mutation SetCouponActive($id: Int!, $isActive: Boolean!) {
    setCouponActive(id: $id, isActive: $isActive) {
      id
      isActive
    }
  }
`);

const GenerateCouponsDocument = graphql(`
  mutation GenerateCoupons($input: CouponBatchInput!) {
    generateCoupons(input: $input) {
      __typename
      ... on CouponBatch {
        codes
      }
      ...FormErrorFields
    }
  }
`);
