// /admin/settings/mail — the owner's SMTP server and sender for every mail of the shop, and a test mail. The password
// is never shown or sent back: the page says whether one is stored and takes a new one (left empty, it stays). Two
// plain forms (save, test) told apart by `intent`, so the page works without JavaScript; a refused value comes back
// with everything else the owner typed.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminField, SecretField } from "~/components/admin/admin-field";
import { refusedInputField } from "~/utils/admin-forms.server";
import { SettingsTabs } from "~/components/admin/settings-tabs";
import { SettingsSaveForm } from "~/components/admin/settings-save-form";
import { adminPaths } from "~/domain/admin-paths";
import { formText } from "~/domain/checkout-address";
import { graphql } from "~/graphql/generated";
import type { MailSecurity } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { adminAuthenticated, adminMutation, adminQuery } from "~/utils/admin-session.server";
import { readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { toastCookie } from "~/utils/toast.server";
import { TestSendForm } from "~/components/admin/test-send-form";
import { AdminSelect } from "~/components/admin/products/form-controls";

export const handle = { i18n: ["admin"], breadcrumb: "mailSettings.title" };

export const ErrorBoundary = AdminErrorBoundary;

const SECURITIES: readonly MailSecurity[] = ["NONE", "STARTTLS", "TLS"];
const TEXT_FIELDS = ["host", "username", "fromName", "fromAddress", "replyTo"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
  const { adminMailSettings: settings } = await adminQuery({ request, context }, token, AdminMailSettingsDocument, {});
  return { title: t("mailSettings.title"), area: t("area"), settings };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);


export const action = withInputNet(async ({ request, context }: ActionFunctionArgs) => {
  // The form first: a post from another site is refused (403) before anything else is looked at.
  const { form } = await readForm(request);
  const { token } = await adminAuthenticated({ request, context });
  const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
  const scope = { request, context };
  if (form.get("intent") === "test") {
    const to = formText(form, "to").slice(0, 320);
    try {
      const { sendTestMail } = await adminMutation(scope, token, SendTestMailDocument, { to });
      return { intent: "test" as const, to, outcome: sendTestMail.outcome, serverReply: sendTestMail.serverReply ?? null, field: null };
    } catch (error) {
      if (refusedInputField(error) !== "to") throw error;
      return data({ intent: "test" as const, to, outcome: null, serverReply: null, field: "to" }, { status: 400 });
    }
  }
  const typed = Object.fromEntries(TEXT_FIELDS.map((name) => [name, formText(form, name).slice(0, 512)])) as Record<(typeof TEXT_FIELDS)[number], string>;
  const security = SECURITIES.find((s) => s === form.get("security")) ?? "STARTTLS";
  const portText = formText(form, "port");
  const refused = (field: string) =>
    data({ intent: "save" as const, field, typed: { ...typed, port: portText, security }, outcome: null, serverReply: null }, { status: 400 });
  if (!/^\d{1,5}$/.test(portText)) return refused("port");
  try {
    await adminMutation(scope, token, SaveMailSettingsDocument, {
      input: { ...typed, port: Number(portText), security, password: formText(form, "password").slice(0, 512) },
    });
  } catch (error) {
    const field = refusedInputField(error);
    if (!field) throw error;
    return refused(field);
  }
  return redirect(adminPaths.settingsMail, { headers: { "Set-Cookie": await toastCookie({ type: "success", message: t("form.saved") }) } });
});

function TestMailForm() {
  const { t } = useTranslation("admin");
  const result = useActionData<typeof action>();
  const test = result?.intent === "test" ? result : null;
  return (
    <TestSendForm
      id="mail-test"
      title={t("mailSettings.test.title")}
      sendLabel={t("mailSettings.test.send")}
      result={test?.outcome ? { outcome: test.outcome, reply: test.serverReply } : null}
      outcomeText={(outcome) => t(`mailSettings.outcome.${outcome}`)}
      replyLabel={t("mailSettings.test.serverReply")}
    >
      <AdminField
        name="to"
        type="email"
        label={t("mailSettings.test.to")}
        defaultValue={test?.to ?? ""}
        autoComplete="email"
        dir="ltr"
        required
        error={test?.field === "to" ? t("mailSettings.invalid") : undefined}
      />
    </TestSendForm>
  );
}

export default function AdminMailSettingsPage() {
  const { settings } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const refused = result?.intent === "save" && "typed" in result ? result : null;
  // After a refusal the form shows what the owner typed, not what is stored.
  const shown = refused ? { ...settings, ...refused.typed } : { ...settings, port: String(settings.port) };
  const errorFor = (field: string) => (refused?.field === field ? t("mailSettings.invalid") : undefined);
  const field = (name: (typeof TEXT_FIELDS)[number], extra: { hint?: string; type?: string; autoComplete?: string } = {}) => (
    <AdminField name={name} label={t(`mailSettings.${name}`)} defaultValue={shown[name]} dir="ltr" error={errorFor(name)} maxLength={255} {...extra} />
  );
  return (
    <>
      <h1 className="admin-title">{t("mailSettings.title")}</h1>
      <SettingsTabs />
      <p className="admin-muted">{t("mailSettings.intro")}</p>
      <p role="status" className={settings.route === "OUTBOX" ? "admin-state" : "admin-state admin-state--on"} data-route={settings.route}>
        {t(`mailSettings.route.${settings.route}`)}
      </p>
      <SettingsSaveForm intent="save" refused={refused !== null}>
        <section className="admin-card" aria-labelledby="mail-server">
          <h2 id="mail-server">{t("mailSettings.server")}</h2>
          {field("host", { hint: t("mailSettings.hostHint") })}
          <AdminField
            name="port"
            label={t("mailSettings.port")}
            inputMode="numeric"
            maxLength={5}
            defaultValue={shown.port}
            dir="ltr"
            error={errorFor("port")}
          />
          <AdminSelect
            name="security"
            label={t("mailSettings.security")}
            options={SECURITIES.map((security) => ({ id: security, name: t(`mailSettings.securityOption.${security}`) }))}
            defaultValue={shown.security}
            dir="ltr"
          />
          {field("username", { hint: t("mailSettings.usernameHint"), autoComplete: "off" })}
          <SecretField
            name="password"
            label={t("mailSettings.password")}
            maxLength={512}
            isSet={settings.passwordSet}
            texts={{ set: t("mailSettings.passwordSet"), keep: t("mailSettings.passwordKeep"), notSet: t("mailSettings.passwordNotSet") }}
            error={errorFor("password")}
          />
        </section>
        <section className="admin-card" aria-labelledby="mail-sender">
          <h2 id="mail-sender">{t("mailSettings.sender")}</h2>
          {field("fromName")}
          {field("fromAddress", { type: "email" })}
          {field("replyTo", { type: "email" })}
        </section>
        <button type="submit" className="admin-button admin-button--primary">
          {t("mailSettings.save")}
        </button>
      </SettingsSaveForm>
      <TestMailForm />
    </>
  );
}

const AdminMailSettingsDocument = graphql(`
  query AdminMailSettings {
    adminMailSettings {
      host
      port
      security
      username
      passwordSet
      fromName
      fromAddress
      replyTo
      route
    }
  }
`);

const SaveMailSettingsDocument = graphql(`
  mutation SaveMailSettings($input: MailSettingsInput!) {
    saveMailSettings(input: $input) {
      host
    }
  }
`);

const SendTestMailDocument = graphql(`
  mutation SendTestMail($to: String!) {
    sendTestMail(to: $to) {
      outcome
      serverReply
    }
  }
`);
