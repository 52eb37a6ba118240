// /admin/blog — the blog's posts (content admins): search in titles, filter by category, paging, all in the URL so
// the list works without JavaScript; each row leads to the post's form and publishes or unpublishes it in place.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { BlogTabs } from "~/components/admin/blog/blog-tabs";
import { DataTable, type Column } from "~/components/admin/data-table";
import { FilterSelect, ListFilters } from "~/components/admin/list-filters";
import { Pager } from "~/components/admin/pager";
import { adminPaths } from "~/domain/admin-paths";
import { isFiltered, listHref, pageCount, readListState, type ListSpec } from "~/domain/admin-list";
import { positiveId } from "~/domain/checkout-address";
import { graphql } from "~/graphql/generated";
import type { AdminBlogListQuery } from "~/graphql/generated/graphql";
import blogStyles from "~/styles/admin-blog.css?url";
import contentStyles from "~/styles/admin-content.css?url";
import { adminMeta } from "~/utils/admin-meta";
import { refusalPage } from "~/utils/admin-forms.server";
import { adminAuthenticated, adminMutation, adminQuery } from "~/utils/admin-session.server";
import { readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { redirectWithToast } from "~/utils/toast.server";

export const handle = { i18n: ["admin"], breadcrumb: "menu.blog" };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: blogStyles },
];
export const ErrorBoundary = AdminErrorBoundary;

const PAGE_SIZE = 20;
const SPEC: ListSpec<"date"> = { sorts: ["date"], defaultSort: "date", filters: ["category"] };
type Row = AdminBlogListQuery["adminBlogPostList"]["items"][number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, "admin");
  const state = readListState(new URL(request.url), SPEC);
  const result = await adminQuery({ request, context }, token, AdminBlogListDocument, {
    search: state.search || null,
    categoryId: positiveId(state.filters.category ?? null),
    page: state.page,
    pageSize: PAGE_SIZE,
  }).catch((error: unknown) => refusalPage(request, error));
  return { title: t("blog.title"), area: t("area"), state, ...result };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

/** Publishes or unpublishes one post, then back to the same list (its search and page kept). */
export const action = withInputNet(async ({ request, context }: ActionFunctionArgs) => {
  const { form } = await readForm(request);
  const { token } = await adminAuthenticated({ request, context });
  const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
  const id = positiveId(form.get("id"));
  const back = new URL(request.url);
  if (id === null) return redirectWithToast(back.pathname + back.search, { type: "error", message: t("blog.notFound") });
  const isPublished = form.get("intent") === "publish";
  await adminMutation({ request, context }, token, SetBlogPostPublishedDocument, { id, isPublished }).catch((error: unknown) => refusalPage(request, error));
  return redirectWithToast(back.pathname + back.search, { type: "success", message: isPublished ? t("blog.publishedNow") : t("blog.unpublishedNow") });
});

export default function AdminBlogListPage() {
  const { state, adminBlogPostList: list, adminBlogCategories: categories } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("admin");
  const { pathname, search } = useLocation();
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.language, { timeZone: "Europe/Istanbul" }) : "—");
  const columns: Column<Row>[] = [
    { key: "title", header: t("blog.field.title"), cell: (row) => <Link to={adminPaths.blogPost(row.id)}>{row.title || `#${row.id}`}</Link> },
    { key: "category", header: t("blog.field.category"), cell: (row) => row.categoryName || t("blog.noCategory") },
    { key: "date", header: t("blog.field.publishedAt"), nowrap: true, cell: (row) => date(row.publishedAt) },
    { key: "views", header: t("blog.views"), nowrap: true, cell: (row) => row.viewCount },
    {
      key: "state",
      header: t("blog.field.isPublished"),
      nowrap: true,
      cell: (row) => (
        <Form method="post" action={`${pathname}${search}`} className="admin-blog-state">
          <input type="hidden" name="id" value={row.id} />
          <span>{row.isPublished ? t("blog.published") : t("blog.draft")}</span>{" "}
          <button
            type="submit"
            name="intent"
            value={row.isPublished ? "unpublish" : "publish"}
            className="admin-button"
            aria-label={t(row.isPublished ? "blog.unpublishNamed" : "blog.publishNamed", { title: row.title })}
          >
            {row.isPublished ? t("blog.unpublish") : t("blog.publish")}
          </button>
        </Form>
      ),
    },
  ];
  return (
    <>
      <BlogTabs />
      <h1 className="admin-title">{t("blog.title")}</h1>
      <div className="admin-actions">
        <Link to={adminPaths.blogNew} className="admin-button admin-button--primary">
          {t("blog.new")}
        </Link>
      </div>
      <ListFilters action={pathname} search={state.search} searchLabel={t("blog.searchLabel")} sort={state.sort} sorts={[{ value: "date", label: t("blog.field.publishedAt") }]}>
        <FilterSelect name="category" label={t("blog.field.category")} value={state.filters.category ?? ""} options={categories.map((c) => ({ value: String(c.id), label: c.name }))} />
      </ListFilters>
      <DataTable caption={t("blog.title")} columns={columns} rows={list.items} rowKey={(row) => row.id} total={list.total} filtered={isFiltered(state)} />
      <Pager page={list.page} pages={pageCount(list.total, list.pageSize)} hrefFor={(page) => listHref(pathname, state, SPEC, { page })} />
    </>
  );
}

const AdminBlogListDocument = graphql(`
  query AdminBlogList($search: String, $categoryId: Int, $page: Int, $pageSize: Int) {
    adminBlogPostList(search: $search, categoryId: $categoryId, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        title
        categoryName
        isPublished
        publishedAt
        viewCount
      }
    }
    adminBlogCategories {
      id
      name
    }
  }
`);

const SetBlogPostPublishedDocument = graphql(`
  mutation SetBlogPostPublished($id: Int!, $isPublished: Boolean!) {
    setBlogPostPublished(id: $id, isPublished: $isPublished)
  }
`);
