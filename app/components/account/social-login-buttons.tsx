// "Sign in with Google / Apple / Facebook": one plain link per provider the shop is configured for (a link, so it
// works without JavaScript and posts nothing), and the sentence saying what signing up this way accepts.
import { Trans, useTranslation } from "react-i18next";
import { ConsentLink } from "~/components/account/consent-link";
import { usePageLocale } from "~/utils/use-locale";
import { resourceRoutes } from "~/utils/resource-routes";

export type SocialProviderName = "google" | "apple" | "facebook";

/** A provider's mark: its initial in the provider's colours (no third-party image is loaded). */
const MARKS: Record<SocialProviderName, string> = { google: "G", apple: "A", facebook: "f" };

export function SocialLoginButtons({ providers, returnTo }: { providers: SocialProviderName[]; returnTo: string | null }) {
  const { t } = useTranslation("account");
  const locale = usePageLocale();
  if (!providers.length) return null;
  return (
    <div className="social-login">
      <p className="social-login__or">{t("login.or")}</p>
      <ul className="social-login__list">
        {providers.map((provider) => (
          <li key={provider}>
            <a href={resourceRoutes.socialLogin(provider, locale, returnTo)} className={`button social-login__button social-login__button--${provider}`}>
              <span className="social-login__mark" aria-hidden="true">
                {MARKS[provider]}
              </span>
              {t(`login.social.${provider}`)}
            </a>
          </li>
        ))}
      </ul>
      <p className="social-login__consent">
        <Trans
          t={t}
          i18nKey="login.social.consent"
          components={{ membership: <ConsentLink code="membership_agreement" />, kvkk: <ConsentLink code="kvkk" /> }}
        />
      </p>
    </div>
  );
}
