// /admin/settings/sms — how one-time codes reach customers: per channel (SMS, WhatsApp) the provider and its
// credentials, and a test text. The Netgsm password and the WhatsApp token are never shown or sent back: the page
// says whether one is stored and takes a new one (left empty, it stays). Two plain forms (save, test) told apart by
// `intent`, so the page works without JavaScript; a refused value comes back with everything else the owner typed.
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
import type { CodeChannel, TextProvider, TextRoute } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { adminAuthenticated, adminMutation, adminQuery } from "~/utils/admin-session.server";
import { readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { toastCookie } from "~/utils/toast.server";
import { TestSendForm } from "~/components/admin/test-send-form";
import { AdminSelect } from "~/components/admin/products/form-controls";

export const handle = { i18n: ["admin"], breadcrumb: "textSettings.title" };

export const ErrorBoundary = AdminErrorBoundary;

const SMS_PROVIDERS: readonly TextProvider[] = ["ENVIRONMENT", "OUTBOX", "NETGSM"];
const WHATSAPP_PROVIDERS: readonly TextProvider[] = ["ENVIRONMENT", "OUTBOX", "WHATSAPP_CLOUD"];
const CHANNELS: readonly CodeChannel[] = ["SMS", "WHATSAPP"];
const TEXT_FIELDS = ["netgsmUsercode", "netgsmHeader", "whatsappPhoneNumberId", "whatsappTemplate"] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
  const { adminTextSettings: settings } = await adminQuery({ request, context }, token, AdminTextSettingsDocument, {});
  return { title: t("textSettings.title"), area: t("area"), settings };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);


const pick = <T extends string>(options: readonly T[], value: FormDataEntryValue | null): T => options.find((o) => o === value) ?? options[0];

export const action = withInputNet(async ({ request, context }: ActionFunctionArgs) => {
  // The form first: a post from another site is refused (403) before anything else is looked at.
  const { form } = await readForm(request);
  const { token } = await adminAuthenticated({ request, context });
  const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
  const scope = { request, context };
  if (form.get("intent") === "test") {
    const to = formText(form, "to").slice(0, 64);
    const channel = pick(CHANNELS, form.get("channel"));
    try {
      const { sendTestText } = await adminMutation(scope, token, SendTestTextDocument, { to, channel });
      return { intent: "test" as const, to, channel, outcome: sendTestText.outcome, providerReason: sendTestText.providerReason ?? null, field: null };
    } catch (error) {
      if (refusedInputField(error) !== "to") throw error;
      return data({ intent: "test" as const, to, channel, outcome: null, providerReason: null, field: "to" }, { status: 400 });
    }
  }
  const typed = Object.fromEntries(TEXT_FIELDS.map((name) => [name, formText(form, name).slice(0, 512)])) as Record<TextField, string>;
  const smsProvider = pick(SMS_PROVIDERS, form.get("smsProvider"));
  const whatsappProvider = pick(WHATSAPP_PROVIDERS, form.get("whatsappProvider"));
  try {
    await adminMutation(scope, token, SaveTextSettingsDocument, {
      input: {
        ...typed,
        smsProvider,
        whatsappProvider,
        netgsmPassword: formText(form, "netgsmPassword").slice(0, 512),
        whatsappToken: formText(form, "whatsappToken").slice(0, 4096),
      },
    });
  } catch (error) {
    const field = refusedInputField(error);
    if (!field) throw error;
    return data({ intent: "save" as const, field, typed: { ...typed, smsProvider, whatsappProvider } }, { status: 400 });
  }
  return redirect(adminPaths.settingsTexts, { headers: { "Set-Cookie": await toastCookie({ type: "success", message: t("form.saved") }) } });
});

function RouteNote({ route, channel }: { route: TextRoute; channel: string }) {
  const { t } = useTranslation("admin");
  return (
    <p role="status" className={route === "OUTBOX" ? "admin-state" : "admin-state admin-state--on"} data-route={route} data-channel={channel}>
      {t(`textSettings.route.${route}`)}
    </p>
  );
}

function TestTextForm() {
  const { t } = useTranslation("admin");
  const result = useActionData<typeof action>();
  const test = result?.intent === "test" ? result : null;
  return (
    <TestSendForm
      id="text-test"
      title={t("textSettings.test.title")}
      sendLabel={t("textSettings.test.send")}
      result={test?.outcome ? { outcome: test.outcome, reply: test.providerReason } : null}
      outcomeText={(outcome) => t(`textSettings.outcome.${outcome}`)}
      replyLabel={t("textSettings.test.providerReason")}
    >
      <AdminSelect
        name="channel"
        label={t("textSettings.test.channel")}
        options={CHANNELS.map((channel) => ({ id: channel, name: t(`textSettings.${channel === "SMS" ? "sms" : "whatsapp"}`) }))}
        defaultValue={test?.channel ?? "SMS"}
      />
      <AdminField
        name="to"
        type="tel"
        label={t("textSettings.test.to")}
        defaultValue={test?.to ?? ""}
        autoComplete="tel"
        dir="ltr"
        maxLength={64}
        required
        error={test?.field === "to" ? t("textSettings.invalid") : undefined}
      />
    </TestSendForm>
  );
}

export default function AdminTextSettingsPage() {
  const { settings } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const refused = result?.intent === "save" && "typed" in result ? result : null;
  // After a refusal the form shows what the owner typed, not what is stored.
  const shown = refused ? { ...settings, ...refused.typed } : settings;
  const errorFor = (field: string) => (refused?.field === field ? t("textSettings.invalid") : undefined);
  const field = (name: TextField, extra: { hint?: string; maxLength?: number; inputMode?: "numeric" } = {}) => (
    <AdminField name={name} label={t(`textSettings.${name}`)} defaultValue={shown[name]} dir="ltr" error={errorFor(name)} maxLength={255} autoComplete="off" {...extra} />
  );
  const secret = (name: "netgsmPassword" | "whatsappToken", set: boolean) => (
    <SecretField
      name={name}
      label={t(`textSettings.${name}`)}
      maxLength={name === "whatsappToken" ? 2048 : 256}
      isSet={set}
      texts={{ set: t("textSettings.secretSet"), keep: t("textSettings.secretKeep"), notSet: t("textSettings.secretNotSet") }}
      error={errorFor(name)}
    />
  );
  const providerLabel = (option: string) => t(`textSettings.providerOption.${option}`);
  return (
    <>
      <h1 className="admin-title">{t("textSettings.title")}</h1>
      <SettingsTabs />
      <p className="admin-muted">{t("textSettings.intro")}</p>
      <SettingsSaveForm intent="save" refused={refused !== null}>
        <section className="admin-card" aria-labelledby="text-sms">
          <h2 id="text-sms">{t("textSettings.sms")}</h2>
          <RouteNote route={settings.smsRoute} channel="sms" />
          <AdminSelect name="smsProvider" label={t("textSettings.provider")} options={SMS_PROVIDERS.map((provider) => ({ id: provider, name: providerLabel(provider) }))} defaultValue={shown.smsProvider} />
          {field("netgsmUsercode", { maxLength: 64 })}
          {secret("netgsmPassword", settings.netgsmPasswordSet)}
          {field("netgsmHeader", { hint: t("textSettings.netgsmHeaderHint"), maxLength: 11 })}
        </section>
        <section className="admin-card" aria-labelledby="text-whatsapp">
          <h2 id="text-whatsapp">{t("textSettings.whatsapp")}</h2>
          <RouteNote route={settings.whatsappRoute} channel="whatsapp" />
          <AdminSelect name="whatsappProvider" label={t("textSettings.provider")} options={WHATSAPP_PROVIDERS.map((provider) => ({ id: provider, name: providerLabel(provider) }))} defaultValue={shown.whatsappProvider} />
          {secret("whatsappToken", settings.whatsappTokenSet)}
          {field("whatsappPhoneNumberId", { inputMode: "numeric", maxLength: 32 })}
          {field("whatsappTemplate", { hint: t("textSettings.whatsappTemplateHint"), maxLength: 512 })}
        </section>
        <button type="submit" className="admin-button admin-button--primary">
          {t("textSettings.save")}
        </button>
      </SettingsSaveForm>
      <TestTextForm />
    </>
  );
}

const AdminTextSettingsDocument = graphql(`
  query AdminTextSettings {
    adminTextSettings {
      smsProvider
      netgsmUsercode
      netgsmPasswordSet
      netgsmHeader
      smsRoute
      whatsappProvider
      whatsappTokenSet
      whatsappPhoneNumberId
      whatsappTemplate
      whatsappRoute
    }
  }
`);

const SaveTextSettingsDocument = graphql(`
  mutation SaveTextSettings($input: TextSettingsInput!) {
    saveTextSettings(input: $input) {
      smsProvider
    }
  }
`);

const SendTestTextDocument = graphql(`
  mutation SendTestText($channel: CodeChannel!, $to: String!) {
    sendTestText(channel: $channel, to: $to) {
      outcome
      providerReason
    }
  }
`);
