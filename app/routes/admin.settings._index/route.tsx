// /admin/settings — the site settings (owners): company and contact, logo and pictures, the Google Tag Manager id
// and site verification, the scripts, HTML and CSS every storefront page carries, and whether ordering needs a
// confirmed phone. One plain form; a refused value
// comes back with its message at its field and every typed value kept. Below it, the Instagram card (its own forms,
// told apart by `intent`).
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminField } from "~/components/admin/admin-field";
import { AdminTextArea } from "~/components/admin/admin-textarea";
import { SettingsTabs } from "~/components/admin/settings-tabs";
import { InstagramCard, type InstagramCardResult } from "./instagram-card";
import { SiteImages } from "./site-images";
import { useDirtyForm } from "~/components/admin/use-dirty-form";
import { adminPaths } from "~/domain/admin-paths";
import { graphql } from "~/graphql/generated";
import contentStyles from "~/styles/admin-content.css?url";
import { adminMeta } from "~/utils/admin-meta";
import { refusalPage, formValues, refusedFields } from "~/utils/admin-forms.server";
import { adminAuthenticated, adminMutation, adminQuery } from "~/utils/admin-session.server";
import { readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { INSTAGRAM_INTENTS, instagramAction, instagramCardData } from "~/utils/instagram-admin.server";
import { forgetSiteLayouts } from "~/utils/site.server";
import { toastCookie } from "~/utils/toast.server";

export const handle = { i18n: ["admin"], breadcrumb: "menu.settings" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const ErrorBoundary = AdminErrorBoundary;

/** The form's groups: each setting's code is its field name. */
const GROUPS = [
  { key: "company", fields: ["shop_name", "company", "phone", "whatsapp", "email", "address"] },
  { key: "pictures", fields: ["logo", "favicon", "no_image_product"] },
  { key: "google", fields: ["google_gtm_id", "google_site_verification"] },
  { key: "markup", fields: ["head_script", "body_script", "body_html", "css"], long: true },
  { key: "checkout", fields: ["must_phone_confirm"], switches: true },
] as const;
const FIELDS = GROUPS.flatMap((group) => group.fields as readonly string[]);
/** On/off settings: a checkbox posts "1" when ticked and nothing when not, which is "0". */
const SWITCHES = GROUPS.flatMap((group) => ("switches" in group ? (group.fields as readonly string[]) : []));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
  const result = await adminQuery({ request, context }, token, AdminSiteSettingsDocument, {}).catch((error: unknown) => refusalPage(request, error));
  const instagram = await instagramCardData({ request, context }, token);
  return { title: t("settings.site.title"), area: t("area"), values: Object.fromEntries(result.adminSiteSettings.map((s) => [s.code, s.value])) as Record<string, string>, instagram };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async ({ request, context }: ActionFunctionArgs) => {
  const { form } = await readForm(request);
  const { token } = await adminAuthenticated({ request, context });
  if (INSTAGRAM_INTENTS.some((intent) => intent === form.get("intent"))) return instagramAction({ request, context }, token, form);
  const locale = localeFromRequest(request);
  const values = formValues(form, FIELDS);
  for (const code of SWITCHES) values[code] = values[code] === "1" ? "1" : "0";
  const result = await adminMutation({ request, context }, token, SaveSiteSettingsDocument, {
    values: FIELDS.map((code) => ({ code, value: values[code] })),
  }).catch((error: unknown) => refusalPage(request, error));
  const saved = result.saveSiteSettings;
  if (saved.__typename === "OperationError") return data({ values, errors: refusedFields(saved, FIELDS) }, { status: 400 });
  forgetSiteLayouts();
  const t = await remixI18n.getFixedT(locale, "admin");
  return redirect(adminPaths.settings, { headers: { "Set-Cookie": await toastCookie({ type: "success", message: t("form.saved") }) } });
});

export default function AdminSiteSettingsPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const guard = useDirtyForm();
  const site = posted && "values" in posted ? posted : null;
  const values = site?.values ?? loaded.values;
  const errors: Record<string, string> = site?.errors ?? {};
  return (
    <>
      <h1 className="admin-title">{t("settings.title")}</h1>
      <SettingsTabs />
      <p className="admin-muted">{t("settings.site.intro")}</p>
      {errors.form ? (
        <p role="alert" className="admin-alert">
          {errors.form}
        </p>
      ) : null}
      <Form method="post" className="admin-form" onChange={guard.onChange} onSubmit={guard.onSubmit}>
        {GROUPS.map((group) => (
          <fieldset key={group.key} className="admin-fieldset">
            <legend>{t(`settings.site.group.${group.key}`)}</legend>
            <div className={"long" in group ? undefined : "admin-grid"}>
              {group.fields.map((code) =>
                "switches" in group ? (
                  <div key={code} className="admin-field">
                    <label className="admin-check">
                      <input type="checkbox" name={code} value="1" defaultChecked={values[code] === "1"} aria-describedby={`${code}-hint`} />
                      {t(`settings.site.field.${code}`)}
                    </label>
                    <p id={`${code}-hint`} className="admin-muted">
                      {t(`settings.site.hint.${code}`)}
                    </p>
                  </div>
                ) : "long" in group ? (
                  <AdminTextArea key={code} name={code} label={t(`settings.site.field.${code}`)} defaultValue={values[code] ?? ""} error={errors[code]} dir="ltr" spellCheck={false} rows={5} />
                ) : (
                  <AdminField
                    key={code}
                    name={code}
                    label={t(`settings.site.field.${code}`)}
                    hint={code.startsWith("google_") || group.key === "pictures" ? t(`settings.site.hint.${code}`) : undefined}
                    defaultValue={values[code] ?? ""}
                    error={errors[code]}
                    dir={group.key === "company" && (code === "shop_name" || code === "company" || code === "address") ? undefined : "ltr"}
                    type={code === "email" ? "email" : "text"}
                  />
                ),
              )}
            </div>
          </fieldset>
        ))}
        <div className="admin-actions">
          <button type="submit" className="admin-button admin-button--primary">
            {t("settings.save")}
          </button>
        </div>
      </Form>
      <SiteImages values={loaded.values} />
      <InstagramCard settings={loaded.instagram} result={posted && "intent" in posted ? (posted as InstagramCardResult) : null} />
    </>
  );
}

const AdminSiteSettingsDocument = graphql(`
  query AdminSiteSettings {
    adminSiteSettings {
      code
      value
    }
  }
`);

const SaveSiteSettingsDocument = graphql(`
  mutation SaveSiteSettings($values: [SiteSettingInput!]!) {
    saveSiteSettings(values: $values) {
      __typename
      ... on OperationError {
        message
        field
      }
    }
  }
`);
