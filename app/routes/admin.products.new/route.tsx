// /admin/products/new — a new product: the general fields, prices and stock, and its content in three languages.
// Once created, its page opens for images, variants and related products.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { ProductForm } from "~/components/admin/products/product-form";
import { messagesOf, postedValues, productInputFromForm } from "~/components/admin/products/product-form.server";
import { asCataloguePage } from "~/components/admin/products/product-page.server";
import { adminPaths, adminProductPath } from "~/domain/admin-paths";
import { AdminCreateProductDocument, AdminProductChoicesDocument } from "~/components/admin/products/product-documents.server";
import { adminMeta } from "~/utils/admin-meta";
import { adminAuthenticated, adminMutation, adminQuery } from "~/utils/admin-session.server";
import { readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { redirectWithToast } from "~/utils/toast.server";
import productStyles from "~/components/admin/products/products.css?url";

export const handle = { i18n: ["admin"], breadcrumb: "products.new" };
export const links = () => [{ rel: "stylesheet", href: productStyles }];
export const ErrorBoundary = AdminErrorBoundary;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, "admin");
  const { adminProductChoices: choices } = await asCataloguePage(request, () => adminQuery({ request, context }, token, AdminProductChoicesDocument, {}));
  return { title: t("products.new"), area: t("area"), choices };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async ({ request, context }: ActionFunctionArgs) => {
  const { form } = await readForm(request);
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, "admin");
  const { input, problems } = productInputFromForm(form, t("products.invalidNumber"));
  if (Object.keys(problems).length) return data({ errors: problems, values: postedValues(form) }, { status: 400 });
  const { createProduct: result } = await asCataloguePage(request, () => adminMutation({ request, context }, token, AdminCreateProductDocument, { input }));
  if (result.__typename === "FormError") return data({ errors: messagesOf(result.fields), values: postedValues(form) }, { status: 400 });
  return redirectWithToast(adminProductPath(result.id), { type: "success", message: t("products.created") });
});

export default function AdminNewProductPage() {
  const { choices } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  return (
    <>
      <h1 className="admin-title">{t("products.new")}</h1>
      <p className="admin-muted">
        <Link to={adminPaths.products}>{t("products.title")}</Link> · {t("products.saveFirst")}
      </p>
      <ProductForm product={null} choices={choices} errors={result?.errors ?? {}} values={result?.values} submitLabel={t("products.create")} />
    </>
  );
}
