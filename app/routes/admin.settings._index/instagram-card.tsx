// The Instagram card of the site settings: the account's user id, a long-lived access token (never shown back: the
// card says whether one is stored and takes a new one, left empty it stays) with when it expires, on/off and how many
// posts to keep; and "fetch now", which answers what happened. Two plain forms told apart by `intent`, so it works
// without JavaScript.
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { InstagramFetchOutcome } from "~/graphql/generated/graphql";
import { AdminField, SecretField } from "~/components/admin/admin-field";
import { InstagramTokenState, useOwnerTime } from "./instagram-token-state";
import { SettingsSaveForm } from "~/components/admin/settings-save-form";

export interface InstagramCardSettings {
  enabled: boolean;
  userId: string;
  accessTokenSet: boolean;
  keep: number;
  storedPosts: number;
  lastFetchAt?: string | null;
  lastOutcome?: InstagramFetchOutcome | null;
  lastReason?: string | null;
  tokenExpiresAt?: string | null;
  tokenRefusal?: string | null;
}

/** What the page's action answered for this card: a refused save, or a fetch's outcome. */
export type InstagramCardResult =
  | { intent: "instagram-save"; field: string; typed: { enabled: boolean; userId: string; keep: string } }
  | { intent: "instagram-fetch"; outcome: InstagramFetchOutcome; fetched: number; providerReason: string | null };

const GOOD: ReadonlySet<string> = new Set(["FETCHED"]);

function Outcome({ outcome, reason, fetched, at }: { outcome: InstagramFetchOutcome; reason?: string | null; fetched?: number; at?: string | null }) {
  const { t } = useTranslation("admin");
  const when = useOwnerTime();
  const good = GOOD.has(outcome);
  return (
    <div role={good ? "status" : "alert"} className={good ? "admin-state admin-state--on" : "admin-state admin-state--error"} data-outcome={outcome}>
      <p>{t(`instagram.outcome.${outcome}`, { total: fetched ?? 0 })}</p>
      {at ? <p>{t("instagram.lastFetch", { at: when(at) })}</p> : null}
      {reason ? (
        <p>
          {t("instagram.providerReason")}{" "}
          <bdi dir="ltr">
            <code>{reason}</code>
          </bdi>
        </p>
      ) : null}
    </div>
  );
}

export function InstagramCard({ settings, result }: { settings: InstagramCardSettings; result: InstagramCardResult | null | undefined }) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const fetching = navigation.formData?.get("intent") === "instagram-fetch";
  const refused = result?.intent === "instagram-save" ? result : null;
  // A fetch's outcome once the page has loaded what it changed (the stored posts, the last fetch): shown earlier, it
  // would sit beside the counts from before the fetch.
  const fetched = result?.intent === "instagram-fetch" && navigation.state === "idle" ? result : null;
  const shown = refused ? refused.typed : { enabled: settings.enabled, userId: settings.userId, keep: String(settings.keep) };
  const errorFor = (field: string) => (refused?.field === field ? t("instagram.invalid") : undefined);
  return (
    <section className="admin-card" id="instagram" aria-labelledby="instagram-title">
      <h2 id="instagram-title">{t("instagram.title")}</h2>
      <p className="admin-muted">{t("instagram.intro")}</p>
      <SettingsSaveForm intent="instagram-save" refused={refused !== null}>
        <label className="admin-check">
          <input type="checkbox" name="enabled" defaultChecked={shown.enabled} />
          {t("instagram.enabled")}
        </label>
        <AdminField name="userId" label={t("instagram.userId")} hint={t("instagram.userIdHint")} defaultValue={shown.userId} dir="ltr" inputMode="numeric" maxLength={32} autoComplete="off" error={errorFor("userId")} />
        <SecretField
          name="accessToken"
          label={t("instagram.accessToken")}
          maxLength={2048}
          isSet={settings.accessTokenSet}
          texts={{ set: t("instagram.secretSet"), keep: t("instagram.secretKeep"), notSet: t("instagram.secretNotSet") }}
          error={errorFor("accessToken")}
        />
        <InstagramTokenState token={settings} />
        <AdminField name="keep" type="number" min={1} max={50} label={t("instagram.keep")} defaultValue={shown.keep} dir="ltr" error={errorFor("keep")} />
        <button type="submit" className="admin-button admin-button--primary">
          {t("instagram.save")}
        </button>
      </SettingsSaveForm>
      <Form method="post" className="admin-form">
        <input type="hidden" name="intent" value="instagram-fetch" />
        <p className="admin-muted">{t("instagram.stored", { total: settings.storedPosts })}</p>
        {fetched ? (
          <Outcome outcome={fetched.outcome} reason={fetched.providerReason} fetched={fetched.fetched} />
        ) : settings.lastOutcome && !fetching ? (
          <Outcome outcome={settings.lastOutcome} reason={settings.lastReason} at={settings.lastFetchAt} />
        ) : null}
        <button type="submit" className="admin-button" disabled={fetching}>
          {t("instagram.fetchNow")}
        </button>
      </Form>
    </section>
  );
}
