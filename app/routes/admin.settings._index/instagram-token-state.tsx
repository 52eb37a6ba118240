// The Instagram card's line about the access token: when it expires (the shop renews it a day after it got it, and
// daily after that), a warning when the expiry is near or past, and Instagram's reason when it refused a renewal.
import { useTranslation } from "react-i18next";
import { tokenStanding } from "~/domain/instagram-token";

/** A moment as the owner reads it (the shop's clock is Türkiye's). */
export function useOwnerTime() {
  const { i18n } = useTranslation("admin");
  return (at: string) => new Date(at).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Istanbul" });
}

export function InstagramTokenState({ token }: { token: { accessTokenSet: boolean; tokenExpiresAt?: string | null; tokenRefusal?: string | null } }) {
  const { t } = useTranslation("admin");
  const when = useOwnerTime();
  const standing = tokenStanding(token, Date.now());
  if (standing === "none") return null;
  const alarming = standing === "expiring" || standing === "expired" || !!token.tokenRefusal;
  return (
    <div className={alarming ? "admin-state admin-state--error" : "admin-muted"} role={alarming ? "alert" : undefined} data-token={standing}>
      <p>{standing === "unknown" ? t("instagram.token.unknown") : t(`instagram.token.${standing}`, { at: when(token.tokenExpiresAt!) })}</p>
      {token.tokenRefusal ? (
        <p>
          {t("instagram.token.refused")}{" "}
          <bdi dir="ltr">
            <code>{token.tokenRefusal}</code>
          </bdi>
        </p>
      ) : null}
    </div>
  );
}
