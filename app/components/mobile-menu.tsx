// The mobile side menu: a <details> element, so it opens and closes without JavaScript. While open, the
// summary's backdrop covers the page, and a click on it closes the menu. With JavaScript it also closes on Escape
// and on its close button (app/enhance/page-controls.ts), and on a client-side navigation where React runs.
import { useLocation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MenuLink } from "~/components/header-menu";
import { ChevronIcon, CloseIcon, MenuIcon } from "~/components/icons";
import type { Locale } from "~/utils/locale";
import type { MenuItem } from "~/utils/site.server";
import { JsOnlyButton } from "~/components/js-only-button";
import { enhanceMobileMenu } from "~/enhance/page-controls";
import { useEnhancer } from "~/utils/use-enhancer";

function MobileMenuItems({ items, locale }: { items: MenuItem[]; locale: Locale }) {
  return (
    <ul>
      {items.map((item) =>
        item.children?.length ? (
          <li key={item.id}>
            <details className="mobile-menu__group">
              <summary>
                <span>{item.title}</span>
                <ChevronIcon />
              </summary>
              <ul>
                <li>
                  <MenuLink item={item} locale={locale} />
                </li>
                {item.children.map((child) => (
                  <li key={child.id}>
                    <MenuLink item={child} locale={locale} />
                    {child.children?.length ? <MobileMenuItems items={child.children} locale={locale} /> : null}
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ) : (
          <li key={item.id}>
            <MenuLink item={item} locale={locale} />
          </li>
        ),
      )}
    </ul>
  );
}

export function MobileMenu({ items, locale, shopName, children }: { items: MenuItem[]; locale: Locale; shopName: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const ref = useEnhancer<HTMLDetailsElement>(enhanceMobileMenu);
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [ref, location.key]);

  return (
    <details className="mobile-menu" ref={ref}>
      <summary className="mobile-menu__toggle" aria-label={t("header.openMenu")}>
        <MenuIcon />
      </summary>
      <div className="mobile-menu__panel">
        <div className="mobile-menu__head">
          <span className="mobile-menu__title">{shopName}</span>
          <JsOnlyButton className="icon-button mobile-menu__close" aria-label={t("header.closeMenu")}>
            <CloseIcon />
          </JsOnlyButton>
        </div>
        <nav aria-label={t("header.mobileNavigation")}>
          <MobileMenuItems items={items} locale={locale} />
        </nav>
        {children ? <div className="mobile-menu__preferences">{children}</div> : null}
      </div>
    </details>
  );
}
