// /admin/products — every product: search, filters (category, brand, state, stock), sort and paging in the URL;
// bulk actions on the ticked rows (activate, deactivate, save their sort, price and stock). Plain forms: it all works
// without JavaScript.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { DataTable, type Column } from "~/components/admin/data-table";
import { FilterSelect, ListFilters } from "~/components/admin/list-filters";
import { Pager } from "~/components/admin/pager";
import { AdminBulkProductsDocument, AdminProductListDocument } from "~/components/admin/products/product-documents.server";
import { moneyField } from "~/components/admin/products/product-fields";
import { minorFromText, wholeFromText } from "~/components/admin/products/product-form.server";
import { asCataloguePage } from "~/components/admin/products/product-page.server";
import productStyles from "~/components/admin/products/products.css?url";
import { adminPaths, adminProductPath } from "~/domain/admin-paths";
import { isFiltered, listHref, pageCount, readListState, type ListSpec } from "~/domain/admin-list";
import type { AdminProductListQuery } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { adminAuthenticated, adminMutation, adminQuery } from "~/utils/admin-session.server";
import { readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { redirectWithToast } from "~/utils/toast.server";
import { useMoney } from "~/utils/use-money";
import { usePageLocale } from "~/utils/use-locale";

export const handle = { i18n: ["admin"], breadcrumb: "products.title" };
export const links = () => [{ rel: "stylesheet", href: productStyles }];
export const ErrorBoundary = AdminErrorBoundary;

const PAGE_SIZE = 25;
const SORTS = ["sort", "newest", "name", "price_asc", "price_desc", "stock_asc"] as const;
type Sort = (typeof SORTS)[number];
const SPEC: ListSpec<Sort> = { sorts: SORTS, defaultSort: "sort", filters: ["category", "brand", "active", "stock"] };
const SORT_LABELS: Record<Sort, string> = {
  sort: "sortShop",
  newest: "sortNewest",
  name: "sortName",
  price_asc: "sortPriceAsc",
  price_desc: "sortPriceDesc",
  stock_asc: "sortStockAsc",
};

type Row = AdminProductListQuery["adminProducts"]["items"][number];

const idFilter = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2_147_483_647 ? id : null;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, "admin");
  const state = readListState(new URL(request.url), SPEC);
  const { active, stock } = state.filters;
  const result = await asCataloguePage(request, () =>
    adminQuery({ request, context }, token, AdminProductListDocument, {
      filter: {
        search: state.search || null,
        categoryId: idFilter(state.filters.category),
        brandId: idFilter(state.filters.brand),
        active: active === "1" ? true : active === "0" ? false : null,
        stock: stock === "in" ? "IN_STOCK" : stock === "out" ? "OUT_OF_STOCK" : null,
      },
      sort: state.sort.toUpperCase() as never,
      page: state.page,
      perPage: PAGE_SIZE,
    }),
  );
  return { title: t("products.title"), area: t("area"), state, ...result };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async ({ request, context }: ActionFunctionArgs) => {
  const { form } = await readForm(request);
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, "admin");
  const ids = form
    .getAll("id")
    .map((value) => wholeFromText(String(value)))
    .filter((id): id is number => typeof id === "number" && id > 0);
  if (ids.length === 0) return data({ error: t("products.noneSelected") }, { status: 400 });
  const intent = String(form.get("intent") ?? "");
  const items = ids.map((id) => {
    if (intent === "activate" || intent === "deactivate") return { id, isActive: intent === "activate" };
    const sort = wholeFromText(String(form.get(`sort.${id}`) ?? "").trim());
    const price = minorFromText(String(form.get(`price.${id}`) ?? "").trim());
    const stock = wholeFromText(String(form.get(`stock.${id}`) ?? "").trim());
    // A value that is not a number is sent as one the server refuses, so the row's message names the field.
    return { id, sort: Number.isNaN(sort) ? 2e9 : sort, sellingPriceMinor: Number.isNaN(price) ? -1 : price, stockAmount: Number.isNaN(stock) ? -1 : stock };
  });
  const { bulkUpdateProducts: result } = await asCataloguePage(request, () => adminMutation({ request, context }, token, AdminBulkProductsDocument, { items }));
  if (result.__typename === "FormError") return data({ error: `${result.message} ${result.fields.map((f) => f.message).join(" ")}` }, { status: 400 });
  const back = new URL(request.url);
  return redirectWithToast(`${back.pathname}${back.search}`, { type: "success", message: t("products.bulkDone", { count: result.__typename === "AdminProductsChanged" ? result.updated : 0 }) });
});

export default function AdminProductsPage() {
  const { state, adminProducts: list, adminProductChoices: choices } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const locale = usePageLocale();
  const { pathname, search } = useLocation();
  const money = useMoney();
  const columns: Column<Row>[] = [
    {
      key: "select",
      header: t("products.select"),
      nowrap: true,
      cell: (row) => <input type="checkbox" name="id" value={row.id} form="product-bulk" aria-label={t("products.selectRow", { name: row.name })} />,
    },
    { key: "image", header: t("products.image"), cell: (row) => (row.image ? <img src={row.image} alt="" width={48} height={48} loading="lazy" /> : null) },
    {
      key: "name",
      header: t("products.name"),
      cell: (row) => (
        <span className="product-name">
          <Link to={adminProductPath(row.id)}>{row.name}</Link>
          <br />
          <small className="admin-muted">
            #{row.id} {row.categoryName ?? ""} {row.brandName ? `· ${row.brandName}` : ""} {row.hasSubProducts ? `· ${t("products.variants")}` : ""}
          </small>
        </span>
      ),
    },
    {
      key: "price",
      header: t("products.price"),
      nowrap: true,
      cell: (row) => (
        <>
          <input name={`price.${row.id}`} form="product-bulk" defaultValue={moneyField(row.sellingPriceMinor, locale)} inputMode="decimal" dir="ltr" className="admin-input product-number" aria-label={`${t("products.price")} ${row.name}`} />
          {row.discountedPriceMinor !== null && row.discountedPriceMinor !== undefined ? <small className="admin-muted"> {money(row.discountedPriceMinor, row.currencyCode)}</small> : null}
        </>
      ),
    },
    {
      key: "stock",
      header: t("products.stock"),
      nowrap: true,
      cell: (row) =>
        row.hasSubProducts ? (
          <span dir="ltr">{row.stockTotal}</span>
        ) : (
          <input name={`stock.${row.id}`} form="product-bulk" defaultValue={String(row.stockAmount)} inputMode="numeric" dir="ltr" className="admin-input product-number" aria-label={`${t("products.stock")} ${row.name}`} />
        ),
    },
    {
      key: "sort",
      header: t("products.sort"),
      nowrap: true,
      cell: (row) => <input name={`sort.${row.id}`} form="product-bulk" defaultValue={String(row.sort)} inputMode="numeric" dir="ltr" className="admin-input product-number" aria-label={`${t("products.sort")} ${row.name}`} />,
    },
    { key: "state", header: t("products.state"), nowrap: true, cell: (row) => <span className={row.isActive ? "admin-state admin-state--on" : "admin-state"}>{row.isActive ? t("products.active") : t("products.inactive")}</span> },
  ];
  return (
    <>
      <div className="product-head">
        <h1 className="admin-title">{t("products.title")}</h1>
        <Link to={adminPaths.newProduct} className="admin-button admin-button--primary">
          {t("products.new")}
        </Link>
      </div>
      <p className="admin-muted">{t("products.intro")}</p>
      <ListFilters action={pathname} search={state.search} searchLabel={t("products.searchLabel")} sort={state.sort} sorts={SORTS.map((value) => ({ value, label: t(`products.${SORT_LABELS[value]}`) }))}>
        <FilterSelect name="category" label={t("products.category")} value={state.filters.category ?? ""} options={choices.categories.map((c) => ({ value: String(c.id), label: c.name }))} />
        <FilterSelect name="brand" label={t("products.brand")} value={state.filters.brand ?? ""} options={choices.brands.map((b) => ({ value: String(b.id), label: b.name }))} />
        <FilterSelect
          name="active"
          label={t("products.state")}
          value={state.filters.active ?? ""}
          options={[
            { value: "1", label: t("products.active") },
            { value: "0", label: t("products.inactive") },
          ]}
        />
        <FilterSelect
          name="stock"
          label={t("products.stock")}
          value={state.filters.stock ?? ""}
          options={[
            { value: "in", label: t("products.inStock") },
            { value: "out", label: t("products.outOfStock") },
          ]}
        />
      </ListFilters>
      <Form method="post" action={`${pathname}${search}`} id="product-bulk" className="product-bulk" aria-label={t("products.bulk")}>
        <span className="admin-field__label">{t("products.bulk")}</span>
        <button type="submit" name="intent" value="activate" className="admin-button">
          {t("products.activate")}
        </button>
        <button type="submit" name="intent" value="deactivate" className="admin-button">
          {t("products.deactivate")}
        </button>
        <button type="submit" name="intent" value="save" className="admin-button admin-button--primary">
          {t("products.saveRows")}
        </button>
        <p className="admin-field__hint">{t("products.bulkHint")}</p>
        {result?.error ? (
          <p className="admin-field__error" role="alert">
            {result.error}
          </p>
        ) : null}
      </Form>
      <DataTable caption={t("products.title")} columns={columns} rows={list.items} rowKey={(row) => row.id} total={list.total} filtered={isFiltered(state)} />
      <Pager page={list.page} pages={pageCount(list.total, list.perPage)} hrefFor={(page) => listHref(pathname, state, SPEC, { page })} />
    </>
  );
}
