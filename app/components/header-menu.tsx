// The desktop header menu: top-level items in a row, children in dropdowns opened by hover or keyboard focus
// (CSS :hover/:focus-within), so it needs no JavaScript.
import { Link } from "@remix-run/react";
import { ChevronIcon } from "~/components/icons";
import { localizePath, type Locale } from "~/utils/locale";
import type { MenuItem } from "~/utils/site.server";

export function menuHref(url: string, locale: Locale): string {
  return localizePath(url || "/", locale);
}

function MenuLink({ item, locale }: { item: MenuItem; locale: Locale }) {
  const href = menuHref(item.url, locale);
  // Admin-entered URLs may be external; those leave the app.
  return href.startsWith("/") ? (
    <Link to={href} prefetch="intent">
      {item.title}
    </Link>
  ) : (
    <a href={href}>{item.title}</a>
  );
}

export function HeaderMenu({ items, locale, label }: { items: MenuItem[]; locale: Locale; label: string }) {
  if (items.length === 0) return null;
  return (
    <nav className="header-menu" aria-label={label}>
      <ul className="header-menu__list">
        {items.map((item) => (
          <li key={item.id} className={item.children?.length ? "header-menu__item has-children" : "header-menu__item"}>
            <MenuLink item={item} locale={locale} />
            {item.children?.length ? (
              <>
                <ChevronIcon />
                <ul className="header-menu__dropdown">
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <MenuLink item={child} locale={locale} />
                      {child.children?.length ? (
                        <ul className="header-menu__nested">
                          {child.children.map((grandchild) => (
                            <li key={grandchild.id}>
                              <MenuLink item={grandchild} locale={locale} />
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export { MenuLink };
