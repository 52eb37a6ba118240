// /admin/content/new and /admin/content/{id} — one content page's form (content admins): code, category, order,
// shown or hidden, and for each language the title, seo link, seo texts and body. Saving a changed title or body
// of a contract makes a new version (shown here); delete asks first. A plain form: it works without JavaScript,
// and a refused value comes back at its field with everything typed kept.
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminField } from "~/components/admin/admin-field";
import { AdminTextArea } from "~/components/admin/admin-textarea";
import { ConfirmButton } from "~/components/admin/form-guards";
import { useDirtyForm } from "~/components/admin/use-dirty-form";
import { adminPaths } from "~/domain/admin-paths";
import { formText } from "~/domain/checkout-address";
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

export const handle = { i18n: ["admin"], breadcrumb: "content.edit" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const ErrorBoundary = AdminErrorBoundary;

const TEXT_FIELDS = ["title", "seoLink", "seoTitle", "seoDescription", "content"] as const;
const PAGE_FIELDS = ["code", "type", "sort", "isActive"] as const;
const FIELDS = [...PAGE_FIELDS, ...LOCALES.flatMap((language) => TEXT_FIELDS.map((field) => `${language}.${field}`))];

/** "new", or a page id; anything else is no page. */
function pageIdOf(param: string | undefined): number | "new" | null {
  if (param === "new") return "new";
  return param && /^\d{1,9}$/.test(param) ? Number(param) : null;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, "admin");
  const id = pageIdOf(params.id);
  const notFound = () => data({ title: t("content.notFound"), text: t("content.notFoundText") }, { status: 404 });
  if (id === null) throw notFound();
  const result = await adminQuery({ request, context }, token, AdminContentPageDocument, { id: id === "new" ? 0 : id }).catch((error: unknown) =>
    refusalPage(request, error),
  );
  if (id !== "new" && !result.adminContentPage) throw notFound();
  const page = result.adminContentPage;
  const values: Record<string, string> = page
    ? {
        code: page.code,
        type: page.type,
        sort: String(page.sort),
        isActive: page.isActive ? "on" : "",
        ...Object.fromEntries(page.texts.flatMap((text) => TEXT_FIELDS.map((field) => [`${text.language}.${field}`, text[field]]))),
      }
    : { code: "", type: "page", sort: "0", isActive: "on" };
  return {
    title: page ? `${page.title} — ${t("content.edit")}` : t("content.new"),
    area: t("area"),
    id: page?.id ?? null,
    version: page?.version ?? null,
    values,
    categories: result.adminContentCategories,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async ({ request, context, params }: ActionFunctionArgs) => {
  const { form } = await readForm(request);
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, "admin");
  const args = { request, context };
  const id = pageIdOf(params.id);
  if (id === null) throw data(null, { status: 404 });
  const toast = async (message: string) => ({ "Set-Cookie": await toastCookie({ type: "success", message }) });
  if (formText(form, "intent") === "delete" && id !== "new") {
    await adminMutation(args, token, DeleteContentPageDocument, { id }).catch((error: unknown) => refusalPage(request, error));
    forgetSiteLayouts();
    return redirect(adminPaths.content, { headers: await toast(t("content.deleted")) });
  }
  const values = formValues(form, FIELDS);
  const sort = values.sort.trim() === "" ? 0 : Number(values.sort);
  if (!Number.isSafeInteger(sort)) return data({ values, errors: { sort: t("content.sortInvalid") } }, { status: 400 });
  // A language whose fields are all empty is left out (the page has no text in it); the default one is always sent.
  const texts = LOCALES.filter((language) => language === "tr" || TEXT_FIELDS.some((field) => values[`${language}.${field}`].trim() !== "")).map((language) => ({
    language,
    title: values[`${language}.title`],
    seoLink: values[`${language}.seoLink`],
    seoTitle: values[`${language}.seoTitle`],
    seoDescription: values[`${language}.seoDescription`],
    content: values[`${language}.content`],
  }));
  const result = await adminMutation(args, token, SaveContentPageDocument, {
    input: { id: id === "new" ? null : id, code: values.code, type: values.type, sort, isActive: values.isActive === "on", texts },
  }).catch((error: unknown) => refusalPage(request, error));
  const saved = result.saveContentPage;
  if (saved.__typename === "OperationError") return data({ values, errors: refusedFields(saved, FIELDS) }, { status: 400 });
  forgetSiteLayouts();
  return redirect(adminPaths.contentPage(saved.id), { headers: await toast(t("form.saved")) });
});

export default function AdminContentPageForm() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const guard = useDirtyForm();
  const values = posted?.values ?? loaded.values;
  const errors: Record<string, string> = posted?.errors ?? {};
  const field = (name: string) => ({ name, defaultValue: values[name] ?? "", error: errors[name] });
  return (
    <>
      <h1 className="admin-title">{loaded.id ? t("content.edit") : t("content.new")}</h1>
      {loaded.version ? <p className="admin-muted">{t("content.versionNote", { version: loaded.version })}</p> : null}
      {errors.form ? (
        <p role="alert" className="admin-alert">
          {errors.form}
        </p>
      ) : null}
      <Form method="post" className="admin-form" onChange={guard.onChange} onSubmit={guard.onSubmit}>
        <fieldset className="admin-fieldset">
          <legend>{t("content.page")}</legend>
          <div className="admin-grid">
            <AdminField {...field("code")} label={t("content.field.code")} hint={t("content.hint.code")} required maxLength={64} dir="ltr" />
            <div className="admin-field">
              <label className="admin-field__label" htmlFor="content-type">
                {t("content.field.type")}
              </label>
              <select id="content-type" name="type" className="admin-input" defaultValue={values.type} aria-invalid={errors.type ? true : undefined}>
                {/* A type no category names yet is still offered, under its code. */}
                {[...loaded.categories, ...(loaded.categories.some((c) => c.code === values.type) ? [] : [{ code: values.type, name: values.type }])].map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
              {errors.type ? <p className="admin-field__error">{errors.type}</p> : null}
            </div>
            <AdminField {...field("sort")} label={t("content.field.sort")} inputMode="numeric" dir="ltr" />
          </div>
          <label className="admin-check">
            <input type="checkbox" name="isActive" defaultChecked={values.isActive === "on"} />
            {t("content.field.isActive")}
          </label>
        </fieldset>
        {LOCALES.map((language) => (
          <fieldset key={language} className="admin-fieldset" lang={language} dir={language === "ar" ? "rtl" : "ltr"}>
            <legend>{t(`content.language.${language}`)}</legend>
            <div className="admin-grid">
              <AdminField {...field(`${language}.title`)} label={t("content.field.title")} required={language === "tr"} maxLength={255} />
              <AdminField {...field(`${language}.seoLink`)} label={t("content.field.seoLink")} hint={t("content.hint.seoLink")} required={language === "tr"} maxLength={255} />
              <AdminField {...field(`${language}.seoTitle`)} label={t("content.field.seoTitle")} maxLength={255} />
            </div>
            <AdminTextArea {...field(`${language}.seoDescription`)} label={t("content.field.seoDescription")} rows={2} maxLength={2000} />
            <AdminTextArea {...field(`${language}.content`)} label={t("content.field.content")} hint={t("content.hint.content", { shopName: "{{shopName}}", total: "{{total}}" })} rows={10} />
          </fieldset>
        ))}
        <div className="admin-actions">
          <button type="submit" name="intent" value="save" className="admin-button admin-button--primary">
            {t("content.save")}
          </button>
          {loaded.id ? (
            <ConfirmButton name="intent" value="delete" formNoValidate className="admin-button admin-button--danger" question={t("form.confirmDelete")}>
              {t("content.delete")}
            </ConfirmButton>
          ) : null}
        </div>
      </Form>
    </>
  );
}

const AdminContentPageDocument = graphql(`
  query AdminContentPage($id: Int!) {
    adminContentPage(id: $id) {
      id
      code
      type
      sort
      isActive
      version
      title
      texts {
        language
        title
        seoLink
        seoTitle
        seoDescription
        content
      }
    }
    adminContentCategories {
      code
      name
    }
  }
`);

const SaveContentPageDocument = graphql(`
  mutation SaveContentPage($input: ContentPageInput!) {
    saveContentPage(input: $input) {
      __typename
      ... on AdminContentPage {
        id
      }
      ... on OperationError {
        message
        field
      }
    }
  }
`);

const DeleteContentPageDocument = graphql(`
  mutation DeleteContentPage($id: Int!) {
    deleteContentPage(id: $id)
  }
`);
