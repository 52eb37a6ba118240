// /cart (/en/cart, /ar/cart): the shopper's cart — lines, promotions, gift options, note, cargo and the totals — and
// the one cart action (intent switch, app/utils/cart-actions.server.ts). Every form works without JavaScript
// (post/redirect/get with flash toasts); with it they are fetchers and the page updates in place.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CartLine, REMOVE_PARAM } from "~/components/cart/cart-line";
import { MoneyText } from "~/components/cart/money-text";
import { CartCargo, CartGiftOptions, CartNote } from "~/components/cart/cart-options";
import { CartCampaigns, CartCoupon, PromotionProblems } from "~/components/cart/cart-promotions";
import { CartTotals } from "~/components/cart/cart-totals";
import { currencyLabel } from "~/domain/money";
import { handleCartAction } from "~/utils/cart-actions.server";
import { loadCart } from "~/utils/cart.server";
import { withInputNet } from "~/utils/graphql.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { usePageLocale, useRootData } from "~/utils/use-locale";
import { loaderDocumentHeaders } from "~/utils/loader-document-headers";

export const handle = { i18n: ["common", "cart"] };

export const headers = loaderDocumentHeaders;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  const [cart, t] = await Promise.all([loadCart(request, context, locale), remixI18n.getFixedT(locale, "cart")]);
  return data({ title: t("title"), cart }, { headers: { "Cache-Control": "private, no-store" } });
}

export const action = withInputNet(answerPost);

async function answerPost({ request, context, params }: ActionFunctionArgs) {
  const locale = requireLocale(params.lang);
  return handleCartAction({ request, context, locale, returnTo: localizePath("/cart", locale) });
}

// Opening or cancelling a remove confirmation (?sil=…) changes only the URL: the cart itself is unchanged.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutConfirm = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(REMOVE_PARAM);
    return params.toString();
  };
  return withoutConfirm(currentUrl) !== withoutConfirm(nextUrl) ? defaultShouldRevalidate : false;
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageMeta(matches, data?.title ?? null),
  { name: "robots", content: "noindex" },
];

export default function CartPage() {
  const { t } = useTranslation("cart");
  const { title, cart } = useLoaderData<typeof loader>();
  const root = useRootData();
  const locale = usePageLocale();
  const checkoutUrl = root?.pageLinks.find((link) => link.code === "checkouts")?.url ?? "/odeme";

  if (!cart || cart.lines.length === 0) {
    return (
      <div className="container cart-page">
        <h1 className="cart-page__title">{title}</h1>
        <div className="cart-empty">
          <svg viewBox="0 0 64 64" width="96" height="96" aria-hidden="true" className="cart-empty__art">
            <circle cx="32" cy="32" r="30" fill="var(--color-primary-soft)" />
            <path d="M16 20h5l4 18a3 3 0 0 0 3 2h14a3 3 0 0 0 3-2l3-12H23" fill="none" stroke="var(--color-primary)" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            <circle cx="29" cy="46" r="2.5" fill="var(--color-primary)" />
            <circle cx="42" cy="46" r="2.5" fill="var(--color-primary)" />
          </svg>
          <h2>{t("empty.title")}</h2>
          <p className="muted">{t("empty.text")}</p>
          <Link to={localizePath("/", locale)} className="button button--primary">
            {t("empty.shop")}
          </Link>
        </div>
      </div>
    );
  }

  const currency = currencyLabel(cart.currency);
  const checkoutHref = localizePath(checkoutUrl, locale);
  return (
    <div className="container cart-page">
      <div className="cart-page__head">
        <h1 className="cart-page__title">
          {title} <span className="cart-page__count">({t("itemCount", { count: cart.itemCount })})</span>
        </h1>
        <Link to={localizePath("/", locale)} className="cart-page__continue">
          {t("continueShopping")}
        </Link>
      </div>
      <PromotionProblems problems={cart.promotionProblems} />
      <div className="cart-layout">
        <div className="cart-layout__main">
          <section aria-labelledby="cart-lines-title">
            <h2 id="cart-lines-title" className="visually-hidden">
              {t("lines.heading")}
            </h2>
            <ul className="cart-lines">
              {cart.lines.map((line) => (
                <CartLine key={line.id} line={line} locale={locale} currency={currency} />
              ))}
            </ul>
          </section>
          <CartCampaigns cart={cart} locale={locale} currency={currency} />
          <div className="cart-extras">
            <CartGiftOptions cart={cart} locale={locale} currency={currency} />
            <CartNote cart={cart} locale={locale} currency={currency} />
          </div>
        </div>
        <aside className="cart-layout__side">
          <CartCoupon cart={cart} locale={locale} currency={currency} />
          <CartCargo cart={cart} locale={locale} currency={currency} />
          <CartTotals totals={cart.totals} currency={currency} checkoutHref={checkoutHref} />
        </aside>
      </div>
      <div className="cart-mobile-bar">
        <p>
          <small>{t("totals.grandTotal")}</small>
          <strong>
            <MoneyText minor={cart.totals.grandTotalMinor} currency={currency} />
          </strong>
        </p>
        <Link to={checkoutHref} className="button button--primary" tabIndex={-1} aria-hidden="true">
          {t("checkout")}
        </Link>
      </div>
    </div>
  );
}
