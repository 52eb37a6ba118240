// The member's email and whether it is verified, on /hesabim. While it is not, a plain post asks for a new link
// (the earlier one stops working); the answer comes back as a toast on this page.
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_EMAIL_VERIFICATION_PATH } from "~/domain/account-paths";
import { localizePath } from "~/utils/locale";
import { usePageLocale } from "~/utils/use-locale";

export function EmailStatus({ email, verified }: { email: string; verified: boolean }) {
  const { t } = useTranslation("account");
  const locale = usePageLocale();
  const action = localizePath(ACCOUNT_EMAIL_VERIFICATION_PATH, locale);
  const busy = useNavigation().formAction === action;
  return (
    <section className="email-status" id="email" aria-label={t("emailVerification.label")}>
      <p>
        <span dir="ltr">{email}</span>{" "}
        <span className={`email-status__badge${verified ? " email-status__badge--verified" : ""}`}>
          {verified ? t("emailVerification.verified") : t("emailVerification.notVerified")}
        </span>
      </p>
      {verified ? null : (
        <>
          <p className="muted">{t("emailVerification.why")}</p>
          <Form method="post" action={action} className="email-status__form" preventScrollReset>
            <button type="submit" className="button button--ghost" disabled={busy}>
              {t("emailVerification.sendAgain")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
