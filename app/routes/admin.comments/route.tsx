// /admin/comments — the comment moderation queue (content role): filter by state, product and stars, search, page;
// approve or reject one comment or every ticked one. One plain form around the table, so ticking and deciding work
// without JavaScript; the state of the list is in the URL and a decision comes back to the same view.
import { redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { DataTable, type Column } from "~/components/admin/data-table";
import { FilterSelect, ListFilters } from "~/components/admin/list-filters";
import { Pager } from "~/components/admin/pager";
import { StateBadge } from "~/components/admin/promo/promo-fields";
import { formatShopDay } from "../../../shared/shop-time";
import { orRefusal, promoPage } from "~/components/admin/promo/promo.server";
import promoStyles from "~/components/admin/promo/promo.css?url";
import { isFiltered, listHref, pageCount, readListState, type ListSpec } from "~/domain/admin-list";
import { adminPaths } from "~/domain/admin-paths";
import { positiveId } from "~/domain/checkout-address";
import { graphql } from "~/graphql/generated";
import type { AdminCommentQueueQuery, CommentReviewState } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { adminMutation, adminQuery } from "~/utils/admin-session.server";
import { readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { toastCookie } from "~/utils/toast.server";
import { usePageLocale } from "~/utils/use-locale";

export const handle = { i18n: ["admin"], breadcrumb: "menu.comments" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: promoStyles }];
export const ErrorBoundary = AdminErrorBoundary;

const PAGE_SIZE = 20;
const STATES = ["waiting", "approved", "rejected"] as const;
const SPEC: ListSpec<"waiting"> = { sorts: ["waiting"], defaultSort: "waiting", filters: ["state", "product", "rate"] };
/** At most one page of the queue is decided at once. */
const MAX_IDS = 100;

type Comment = AdminCommentQueueQuery["adminComments"]["items"][number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, t, locale } = await promoPage({ request, context });
  const state = readListState(new URL(request.url), SPEC);
  const reviewState = STATES.find((s) => s === state.filters.state);
  const rate = Number(state.filters.rate);
  const result = await orRefusal(t, () =>
    adminQuery({ request, context }, token, AdminCommentQueueDocument, {
      filter: {
        state: reviewState ? (reviewState.toUpperCase() as CommentReviewState) : null,
        productId: positiveId(state.filters.product),
        rate: Number.isInteger(rate) && rate >= 1 && rate <= 5 ? rate : null,
        search: state.search || null,
      },
      page: state.page,
      pageSize: PAGE_SIZE,
    }),
  );
  return { title: t("comments.title"), area: t("area"), state, locale, ...result };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async ({ request, context }: ActionFunctionArgs) => {
  const { form } = await readForm(request);
  const { token, t } = await promoPage({ request, context });
  const back = `${adminPaths.comments}${new URL(request.url).search}`;
  // A row's own button says "approve:12"; the bulk buttons say "approve" and take the ticked boxes.
  const [decision, rowId] = String(form.get("intent") ?? "").split(":");
  if (decision !== "approve" && decision !== "reject") return redirect(back);
  const ids = (rowId ? [rowId] : form.getAll("id").map(String))
    .map((id) => positiveId(id))
    .filter((id): id is number => id !== null)
    .slice(0, MAX_IDS);
  if (!ids.length) return redirect(back, { headers: { "Set-Cookie": await toastCookie({ type: "error", message: t("comments.noneSelected") }) } });
  const { reviewComments } = await orRefusal(t, () =>
    adminMutation({ request, context }, token, ReviewCommentsDocument, { ids, decision: decision === "approve" ? "APPROVE" : "REJECT" }),
  );
  const message = t(decision === "approve" ? "comments.approved" : "comments.rejected", { count: reviewComments.changedIds.length });
  return redirect(back, { headers: { "Set-Cookie": await toastCookie({ type: "success", message }) } });
});

/** The product's storefront page in the admin's language (Turkish pages have no prefix). */
const productHref = (locale: string, seoLink: string) => (locale === "tr" ? `/${seoLink}` : `/${locale}/${seoLink}`);

export default function AdminCommentsPage() {
  const { state, adminComments: page, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const pageLocale = usePageLocale();
  const { pathname, search } = useLocation();
  // The comment and the decision first: on a tablet the rest scrolls into view.
  const columns: Column<Comment>[] = [
    {
      key: "select",
      header: "",
      cell: (row) => <input type="checkbox" name="id" value={row.id} form="comment-review" aria-label={t("comments.select", { id: row.id })} />,
    },
    {
      key: "comment",
      header: t("comments.comment"),
      cell: (row) => (
        <div className="promo-comment" dir="auto">
          {row.title ? <strong>{row.title}</strong> : null}
          <p>{row.text}</p>
        </div>
      ),
    },
    { key: "state", header: t("comments.state"), cell: (row) => <StateBadge state={row.state} label={t(`comments.states.${row.state.toLowerCase()}`)} /> },
    {
      key: "actions",
      header: t("comments.actions"),
      cell: (row) => (
        <div className="promo-row-actions">
          {row.state !== "APPROVED" ? (
            <button type="submit" form="comment-review" name="intent" value={`approve:${row.id}`} className="admin-button admin-button--primary" aria-label={t("comments.approveOne", { id: row.id })}>
              {t("comments.approve")}
            </button>
          ) : null}
          {row.state !== "REJECTED" ? (
            <button type="submit" form="comment-review" name="intent" value={`reject:${row.id}`} className="admin-button admin-button--danger" aria-label={t("comments.rejectOne", { id: row.id })}>
              {t("comments.reject")}
            </button>
          ) : null}
        </div>
      ),
    },
    {
      key: "product",
      header: t("comments.product"),
      cell: (row) => (
        <a className="admin-link" href={productHref(locale, row.productSeoLink)} target="_blank" rel="noreferrer">
          {row.productName || `#${row.productId}`}
        </a>
      ),
    },
    { key: "rate", header: t("comments.rate"), nowrap: true, cell: (row) => <span aria-label={t("comments.stars", { count: row.rate })}>{"★".repeat(row.rate)}</span> },
    { key: "author", header: t("comments.author"), cell: (row) => row.customerName },
    { key: "when", header: t("comments.when"), nowrap: true, cell: (row) => <time dateTime={row.createdAt}>{formatShopDay(row.createdAt, pageLocale)}</time> },
  ];
  return (
    <>
      <h1 className="admin-title">{t("comments.title")}</h1>
      <p className="admin-muted">{t("comments.intro")}</p>
      <ListFilters action={pathname} search={state.search} searchLabel={t("comments.searchLabel")} sort={state.sort} sorts={[{ value: "waiting", label: t("comments.waitingFirst") }]}>
        <FilterSelect name="state" label={t("comments.state")} value={state.filters.state ?? ""} options={STATES.map((s) => ({ value: s, label: t(`comments.states.${s}`) }))} />
        <label className="admin-field">
          <span className="admin-field__label">{t("comments.productId")}</span>
          <input type="text" inputMode="numeric" name="product" defaultValue={state.filters.product ?? ""} maxLength={9} className="admin-input" dir="ltr" />
        </label>
        <FilterSelect name="rate" label={t("comments.rate")} value={state.filters.rate ?? ""} options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t("comments.stars", { count: n }) }))} />
      </ListFilters>
      {/* The table's buttons and boxes belong to this form by their `form` attribute (forms cannot nest). */}
      <Form method="post" id="comment-review" action={`${pathname}${search}`} className="promo-bulk" aria-label={t("comments.bulk")}>
        <span className="admin-field__label">{t("comments.bulk")}:</span>
        <button type="submit" name="intent" value="approve" className="admin-button admin-button--primary">
          {t("comments.approveSelected")}
        </button>
        <button type="submit" name="intent" value="reject" className="admin-button admin-button--danger">
          {t("comments.rejectSelected")}
        </button>
      </Form>
      <div className="promo-wide">
        <DataTable caption={t("comments.title")} columns={columns} rows={page.items} rowKey={(row) => row.id} total={page.total} filtered={isFiltered(state)} />
      </div>
      <Pager page={page.page} pages={pageCount(page.total, page.pageSize)} hrefFor={(n) => listHref(pathname, state, SPEC, { page: n })} />
    </>
  );
}

const AdminCommentQueueDocument = graphql(`
  query AdminCommentQueue($filter: AdminCommentFilter, $page: Int, $pageSize: Int) {
    adminComments(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        productId
        productName
        productSeoLink
        customerName
        title
        text
        rate
        state
        createdAt
      }
    }
  }
`);

const ReviewCommentsDocument = graphql(`
  mutation ReviewComments($ids: [Int!]!, $decision: CommentDecision!) {
    reviewComments(ids: $ids, decision: $decision) {
      changedIds
    }
  }
`);
