// /admin/content/categories — the content categories (content admins): each one's code, order, shown flag and
// names, one small form per category plus one to add a new category. Works without JavaScript.
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminField } from "~/components/admin/admin-field";
import { useDirtyForm } from "~/components/admin/use-dirty-form";
import { adminPaths } from "~/domain/admin-paths";
import { positiveId } from "~/domain/checkout-address";
import { graphql } from "~/graphql/generated";
import contentStyles from "~/styles/admin-content.css?url";
import { adminMeta } from "~/utils/admin-meta";
import { refusalPage, formValues, refusedFields } from "~/utils/admin-forms.server";
import { adminAuthenticated, adminMutation, adminQuery } from "~/utils/admin-session.server";
import { readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { LOCALES } from "~/utils/locale";
import { forgetSiteLayouts } from "~/utils/site.server";
import { toastCookie } from "~/utils/toast.server";

export const handle = { i18n: ["admin"], breadcrumb: "content.categories.title" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const ErrorBoundary = AdminErrorBoundary;

const FIELDS = ["code", "sort", "isActive", ...LOCALES.map((language) => `${language}.name`)];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, "admin");
  const result = await adminQuery({ request, context }, token, AdminContentCategoriesDocument, {}).catch((error: unknown) => refusalPage(request, error));
  return { title: t("content.categories.title"), area: t("area"), categories: result.adminContentCategories };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async ({ request, context }: ActionFunctionArgs) => {
  const { form } = await readForm(request);
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const id = positiveId(form.get("id"));
  const values = formValues(form, FIELDS);
  const sort = Number(values.sort || 0);
  const result = await adminMutation({ request, context }, token, SaveContentCategoryDocument, {
    input: {
      id,
      code: values.code,
      sort: Number.isSafeInteger(sort) ? sort : 0,
      isActive: values.isActive === "on",
      texts: LOCALES.filter((language) => values[`${language}.name`].trim() !== "" || language === "tr").map((language) => ({ language, name: values[`${language}.name`] })),
    },
  }).catch((error: unknown) => refusalPage(request, error));
  const saved = result.saveContentCategory;
  if (saved.__typename === "OperationError") return data({ id: id ?? 0, values, errors: refusedFields(saved, FIELDS) }, { status: 400 });
  forgetSiteLayouts();
  const t = await remixI18n.getFixedT(locale, "admin");
  return redirect(adminPaths.contentCategories, { headers: { "Set-Cookie": await toastCookie({ type: "success", message: t("form.saved") }) } });
});

type Category = { id: number; code: string; sort: number; isActive: boolean; names: { language: string; name: string }[] };

function CategoryForm({ category, onChange }: { category: Category | null; onChange: () => void }) {
  const { t } = useTranslation("admin");
  const posted = useActionData<typeof action>();
  const mine = posted?.id === (category?.id ?? 0);
  const values: Record<string, string> = mine
    ? posted.values
    : category
      ? { code: category.code, sort: String(category.sort), isActive: category.isActive ? "on" : "", ...Object.fromEntries(category.names.map((n) => [`${n.language}.name`, n.name])) }
      : { code: "", sort: "0", isActive: "on" };
  const errors: Record<string, string> = mine ? posted.errors : {};
  return (
    <Form method="post" className="admin-form admin-fieldset" onChange={onChange}>
      {category ? <input type="hidden" name="id" value={category.id} /> : <h2 className="admin-field__label">{t("content.categories.add")}</h2>}
      {errors.form ? (
        <p role="alert" className="admin-alert">
          {errors.form}
        </p>
      ) : null}
      <div className="admin-grid">
        <AdminField name="code" label={t("content.field.code")} defaultValue={values.code} error={errors.code} dir="ltr" required maxLength={32} />
        <AdminField name="sort" label={t("content.field.sort")} defaultValue={values.sort} error={errors.sort} inputMode="numeric" dir="ltr" />
        {LOCALES.map((language) => (
          <AdminField
            key={language}
            name={`${language}.name`}
            label={`${t("content.field.name")} (${t(`content.language.${language}`)})`}
            defaultValue={values[`${language}.name`] ?? ""}
            error={errors[`${language}.name`]}
            required={language === "tr"}
            lang={language}
            dir={language === "ar" ? "rtl" : "ltr"}
          />
        ))}
      </div>
      <label className="admin-check">
        <input type="checkbox" name="isActive" defaultChecked={values.isActive === "on"} />
        {t("content.field.isActive")}
      </label>
      <button type="submit" className="admin-button">
        {category ? t("content.categories.save") : t("content.categories.add")}
      </button>
    </Form>
  );
}

export default function AdminContentCategoriesPage() {
  const { categories } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const guard = useDirtyForm();
  return (
    <>
      <h1 className="admin-title">{t("content.categories.title")}</h1>
      <p className="admin-muted">{t("content.categories.intro")}</p>
      {categories.map((category) => (
        <CategoryForm key={category.id} category={category} onChange={guard.onChange} />
      ))}
      <CategoryForm category={null} onChange={guard.onChange} />
    </>
  );
}

const AdminContentCategoriesDocument = graphql(`
  query AdminContentCategories {
    adminContentCategories {
      id
      code
      sort
      isActive
      name
      names {
        language
        name
      }
    }
  }
`);

const SaveContentCategoryDocument = graphql(`
  mutation SaveContentCategory($input: ContentCategoryInput!) {
    saveContentCategory(input: $input) {
      __typename
      ... on OperationError {
        message
        field
      }
    }
  }
`);
