// /admin/campaigns/:id — one campaign's form (`new` for a new one): save (every problem answered at once, the
// typed values kept) or delete after a confirmation. Catalogue role; the server audits every write.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { ConfirmButton } from "~/components/admin/form-guards";
import { CAMPAIGN_LANGUAGES, CampaignForm, campaignFields } from "~/components/admin/promo/campaign-form";
import { shopDayBound } from "../../../shared/shop-time";
import { NumberReader, fieldMessages, orRefusal, promoPage, type PageArgs } from "~/components/admin/promo/promo.server";
import { adminPaths } from "~/domain/admin-paths";
import { formText, positiveId } from "~/domain/checkout-address";
import { graphql } from "~/graphql/generated";
import type { CampaignInput, CampaignKind } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { adminMutation, adminQuery } from "~/utils/admin-session.server";
import { readForm } from "~/utils/form.server";
import { refusedFieldErrors } from "~/utils/form-errors.server";
import { withInputNet } from "~/utils/graphql.server";
import { toastCookie } from "~/utils/toast.server";

export const handle = { i18n: ["admin"], breadcrumb: "campaigns.crumb" };
export const ErrorBoundary = AdminErrorBoundary;

/** The id of the address: a campaign's number, null for `new`; anything else is no page. */
function idOf(param: string | undefined): number | null {
  if (param === "new") return null;
  const id = positiveId(param);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token, t } = await promoPage({ request, context });
  const id = idOf(params.id);
  const campaign = id === null ? null : (await orRefusal(t, () => adminQuery({ request, context }, token, CampaignFormDocument, { id }), "campaigns.notFound")).adminCampaign;
  const title = campaign ? t("campaigns.editTitle", { name: campaign.name }) : t("campaigns.newTitle");
  return { title, area: t("area"), id, orderCount: campaign?.orderCount ?? 0, values: campaignFields(campaign) };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

/** The posted form as the server's input; numbers that are not numbers are refused here, with their field. */
function campaignInput(form: FormData, numbers: NumberReader): CampaignInput {
  const kind: CampaignKind = formText(form, "kind") === "CART" ? "CART" : "PRICE";
  const discountType = formText(form, "discountType");
  return {
    kind,
    texts: CAMPAIGN_LANGUAGES.map((language) => ({ language, name: formText(form, `name_${language}`), description: formText(form, `description_${language}`) })),
    startsAt: shopDayBound(formText(form, "startsAt"), false),
    endsAt: shopDayBound(formText(form, "endsAt"), true),
    isActive: form.get("isActive") === "on",
    discountPercent: discountType === "percent" ? numbers.int("discountValue", "discount") : null,
    discountAmountMinor: discountType === "amount" ? numbers.money("discountValue", "discount") : null,
    minCartAmountMinor: numbers.money("minCartAmount", "minCartAmountMinor"),
    isFreeCargo: form.get("isFreeCargo") === "on",
    sort: numbers.int("sort"),
    productIds: numbers.ids("productIds"),
    categoryIds: numbers.ids("categoryIds"),
  };
}

async function remove(args: PageArgs, token: string, id: number, t: Awaited<ReturnType<typeof promoPage>>["t"]) {
  await orRefusal(t, () => adminMutation(args, token, DeleteCampaignDocument, { id }), "campaigns.notFound");
  return redirect(adminPaths.campaigns, { headers: { "Set-Cookie": await toastCookie({ type: "success", message: t("campaigns.deleted") }) } });
}

export const action = withInputNet(async ({ request, context, params }: ActionFunctionArgs) => {
  const { form, refused } = await readForm(request);
  const { token, t, locale } = await promoPage({ request, context });
  const args = { request, context };
  const id = idOf(params.id);
  if (formText(form, "intent") === "delete" && id !== null) return remove(args, token, id, t);
  const values = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
  const numbers = new NumberReader(form, t);
  const input = campaignInput(form, numbers);
  const local = { ...numbers.errors, ...(await refusedFieldErrors(refused, locale)) };
  if (Object.keys(local).length) return data({ values, errors: local, message: t("campaigns.formProblems") }, { status: 400 });
  const result =
    id === null
      ? (await orRefusal(t, () => adminMutation(args, token, CreateCampaignDocument, { input }))).createCampaign
      : (await orRefusal(t, () => adminMutation(args, token, UpdateCampaignDocument, { id, input }), "campaigns.notFound")).updateCampaign;
  if (result.__typename === "FormError") return data({ values, errors: fieldMessages(result.fields, {}), message: result.message }, { status: 400 });
  const message = id === null ? t("campaigns.created") : t("campaigns.saved");
  return redirect(adminPaths.campaign(result.id), { headers: { "Set-Cookie": await toastCookie({ type: "success", message }) } });
});

export default function AdminCampaignPage() {
  const { title, id, orderCount, values } = useLoaderData<typeof loader>();
  const refusedPost = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  return (
    <>
      <div className="promo-head">
        <h1 className="admin-title">{title}</h1>
        <Link to={adminPaths.campaigns} className="admin-button">
          {t("campaigns.back")}
        </Link>
      </div>
      {id !== null ? <p className="admin-muted">{`${t("campaigns.orders")}: ${orderCount}`}</p> : null}
      <section className="admin-card">
        <CampaignForm key={id ?? "new"} values={refusedPost?.values ?? values} errors={refusedPost?.errors ?? {}} message={refusedPost?.message} />
      </section>
      {id !== null ? (
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <ConfirmButton question={t("campaigns.confirmDelete")} className="admin-button admin-button--danger">
            {t("campaigns.delete")}
          </ConfirmButton>
        </Form>
      ) : null}
    </>
  );
}

const CampaignFormDocument = graphql(`
  query CampaignForm($id: Int!) {
    adminCampaign(id: $id) {
      id
      kind
      name
      texts {
        language
        name
        description
      }
      startsAt
      endsAt
      isActive
      discountPercent
      discountAmountMinor
      minCartAmountMinor
      isFreeCargo
      sort
      productIds
      categoryIds
      orderCount
    }
  }
`);

const CreateCampaignDocument = graphql(`
  mutation CreateCampaign($input: CampaignInput!) {
    createCampaign(input: $input) {
      __typename
      ... on AdminCampaign {
        id
      }
      ...FormErrorFields
    }
  }
`);

const UpdateCampaignDocument = graphql(`
  mutation UpdateCampaign($id: Int!, $input: CampaignInput!) {
    updateCampaign(id: $id, input: $input) {
      __typename
      ... on AdminCampaign {
        id
      }
      ...FormErrorFields
    }
  }
`);

const DeleteCampaignDocument = graphql(`
  mutation DeleteCampaign($id: Int!) {
    deleteCampaign(id: $id)
  }
`);
