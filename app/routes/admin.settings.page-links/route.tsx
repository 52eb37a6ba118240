// /admin/settings/page-links — where the site's named links point and what they are called (owners). One small
// form per link, so saving one never touches the others; a refused value comes back at its field.
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminField } from "~/components/admin/admin-field";
import { SettingsTabs } from "~/components/admin/settings-tabs";
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

export const handle = { i18n: ["admin"], breadcrumb: "settings.pageLinks.title" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const ErrorBoundary = AdminErrorBoundary;

const FIELDS = ["url", "sort", ...LOCALES.map((language) => `${language}.title`)];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
  const result = await adminQuery({ request, context }, token, AdminPageLinksDocument, {}).catch((error: unknown) => refusalPage(request, error));
  return { title: t("settings.pageLinks.title"), area: t("area"), links: result.adminPageLinks };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async ({ request, context }: ActionFunctionArgs) => {
  const { form } = await readForm(request);
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const id = positiveId(form.get("id"));
  if (!id) throw data(null, { status: 400 });
  const values = formValues(form, FIELDS);
  const sort = Number(values.sort || 0);
  const result = await adminMutation({ request, context }, token, SavePageLinkDocument, {
    input: {
      id,
      url: values.url,
      sort: Number.isSafeInteger(sort) ? sort : 0,
      titles: LOCALES.filter((language) => values[`${language}.title`].trim() !== "" || language === "tr").map((language) => ({ language, title: values[`${language}.title`] })),
    },
  }).catch((error: unknown) => refusalPage(request, error));
  const saved = result.savePageLink;
  if (saved.__typename === "OperationError") return data({ id, values, errors: refusedFields(saved, FIELDS) }, { status: 400 });
  forgetSiteLayouts();
  const t = await remixI18n.getFixedT(locale, "admin");
  return redirect(adminPaths.settingsPageLinks, { headers: { "Set-Cookie": await toastCookie({ type: "success", message: t("form.saved") }) } });
});

export default function AdminPageLinksPage() {
  const { links: pageLinks } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const guard = useDirtyForm();
  return (
    <>
      <h1 className="admin-title">{t("settings.title")}</h1>
      <SettingsTabs />
      <p className="admin-muted">{t("settings.pageLinks.intro")}</p>
      {pageLinks.map((link) => {
        const mine = posted?.id === link.id;
        const values: Record<string, string> = mine
          ? posted.values
          : { url: link.url, sort: String(link.sort), ...Object.fromEntries(link.titles.map((title) => [`${title.language}.title`, title.title])) };
        const errors: Record<string, string> = mine ? posted.errors : {};
        return (
          <Form key={link.id} method="post" className="admin-form admin-fieldset" onChange={guard.onChange} onSubmit={guard.onSubmit}>
            <input type="hidden" name="id" value={link.id} />
            <h2 className="admin-field__label">
              <code dir="ltr">{link.code}</code>
            </h2>
            {errors.form ? (
              <p role="alert" className="admin-alert">
                {errors.form}
              </p>
            ) : null}
            <div className="admin-grid">
              <AdminField name="url" label={t("settings.pageLinks.url")} defaultValue={values.url} error={errors.url} dir="ltr" required />
              <AdminField name="sort" label={t("content.field.sort")} defaultValue={values.sort} error={errors.sort} inputMode="numeric" dir="ltr" />
              {LOCALES.map((language) => (
                <AdminField
                  key={language}
                  name={`${language}.title`}
                  label={`${t("content.field.title")} (${t(`content.language.${language}`)})`}
                  defaultValue={values[`${language}.title`] ?? ""}
                  error={errors[`${language}.title`]}
                  dir={language === "ar" ? "rtl" : "ltr"}
                  lang={language}
                />
              ))}
            </div>
            <button type="submit" className="admin-button">
              {t("settings.pageLinks.saveLink")}
            </button>
          </Form>
        );
      })}
    </>
  );
}

const AdminPageLinksDocument = graphql(`
  query AdminPageLinks {
    adminPageLinks {
      id
      code
      url
      sort
      titles {
        language
        title
      }
    }
  }
`);

const SavePageLinkDocument = graphql(`
  mutation SavePageLink($input: PageLinkInput!) {
    savePageLink(input: $input) {
      __typename
      ... on OperationError {
        message
        field
      }
    }
  }
`);
