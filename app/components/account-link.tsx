// The header's account link: "My account" (greeting the member by name on wide screens) for a signed-in member,
// otherwise the sign-in page, which comes back here afterwards.
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_PATH } from "~/domain/account-paths";
import { loginPath } from "~/domain/checkout-steps";
import { localizePath, type Locale } from "~/utils/locale";

export const PersonIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" strokeLinecap="round" />
  </svg>
);

export function AccountLink({ locale, memberName }: { locale: Locale; memberName: string | null }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const member = memberName !== null;
  const to = member ? localizePath(ACCOUNT_PATH, locale) : loginPath(pathname + search, locale);
  const text = member ? (memberName ? t("header.hello", { name: memberName }) : t("header.account")) : t("header.login");
  return (
    <Link to={to} className="account-link" aria-label={member ? t("header.account") : t("header.login")} rel={member ? undefined : "nofollow"}>
      <PersonIcon />
      <span className="account-link__text" aria-hidden="true" dir="auto">
        {text}
      </span>
    </Link>
  );
}
