// The header's cart link with the item count badge (root loader: only asked when the shopper has a session).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localizePath, type Locale } from "~/utils/locale";

export const CartIcon = () => (
  <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
    <path d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
    <circle cx="9.5" cy="20" r="1.3" />
    <circle cx="17.5" cy="20" r="1.3" />
  </svg>
);

export function CartLink({ locale, count }: { locale: Locale; count: number }) {
  const { t } = useTranslation();
  const label = count > 0 ? t("header.cartCount", { count }) : t("header.cart");
  return (
    <Link to={localizePath("/cart", locale)} className="cart-link" aria-label={label} prefetch="intent">
      <span className="cart-link__icon">
        <CartIcon />
        {count > 0 ? (
          <span className="cart-link__badge" aria-hidden="true" data-testid="cart-count">
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
      </span>
      <span className="cart-link__text" aria-hidden="true">
        {t("header.cart")}
      </span>
    </Link>
  );
}
