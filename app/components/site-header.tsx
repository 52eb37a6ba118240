// The site header: mobile menu toggle, logo and shop name, search, language switcher, cart link, and the desktop
// menu row.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountLink } from "~/components/account-link";
import { CartLink } from "~/components/cart/cart-link";
import { CurrencySwitcher, type CurrencyOption } from "~/components/currency-switcher";
import { HeaderMenu } from "~/components/header-menu";
import { ShopMark } from "~/components/icons";
import { LanguageSwitcher } from "~/components/language-switcher";
import { MobileMenu } from "~/components/mobile-menu";
import { SearchBox } from "~/components/search-box";
import { localizePath, type Locale } from "~/utils/locale";
import type { MenuItem } from "~/utils/site.server";

interface SiteHeaderProps {
  locale: Locale;
  locales: readonly Locale[];
  shopName: string;
  logo: string;
  menu: MenuItem[];
  /** Items in the shopper's cart (0 without a session). */
  cartCount: number;
  /** ISO code of the currency amounts are shown in, and the ones the shop offers. */
  currency: string;
  currencies: readonly CurrencyOption[];
  /** The signed-in member's first name ("" when unknown), null for visitors and guests. */
  memberName: string | null;
}

export function SiteHeader({ locale, locales, shopName, logo, menu, cartCount, currency, currencies, memberName }: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        {menu.length ? (
          <MobileMenu items={menu} locale={locale} shopName={shopName}>
            <ShopperPreferences locale={locale} locales={locales} currency={currency} currencies={currencies} />
          </MobileMenu>
        ) : null}
        <Link to={localizePath("/", locale)} className="site-logo" aria-label={t("header.homeLink", { shopName })}>
          {logo ? <img src={logo} alt="" height="36" /> : <ShopMark />}
          {/* The name's own script sets its direction, so a Latin name cut short on an Arabic phone keeps its start. */}
          <span className="site-logo__name" dir="auto">
            {shopName}
          </span>
        </Link>
        <SearchBox locale={locale} />
        <ShopperPreferences locale={locale} locales={locales} currency={currency} currencies={currencies} />
        <AccountLink locale={locale} memberName={memberName} />
        <CartLink locale={locale} count={cartCount} />
      </div>
      <div className="site-header__nav">
        <div className="container">
          <HeaderMenu items={menu} locale={locale} label={t("header.mainNavigation")} />
        </div>
      </div>
    </header>
  );
}

/**
 * Language and currency. On a phone the bar has no room for them beside the logo, search and cart, so below 640 px
 * the menu panel carries them instead (CSS shows one of the two places).
 */
function ShopperPreferences({ locale, locales, currency, currencies }: Pick<SiteHeaderProps, "locale" | "locales" | "currency" | "currencies">) {
  return (
    <div className="shopper-preferences">
      <LanguageSwitcher locale={locale} locales={locales} />
      <CurrencySwitcher currency={currency} currencies={currencies} />
    </div>
  );
}
