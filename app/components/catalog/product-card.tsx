// Product row card: thumbnail, brand, title, price block, the heart and an inspect button. With JavaScript a quick
// view button opens the product in a popup; without it the card simply links to the product page.
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FavouriteButton } from "~/components/catalog/favourite-button";
import { PriceBlock, type PriceView } from "~/components/catalog/price-block";
import { RatingStars } from "~/components/catalog/rating-stars";
import { NO_IMAGE } from "~/utils/catalog";
import type { Locale } from "~/utils/locale";
import { pathFor } from "~/utils/seo";
import { JsOnlyButton } from "~/components/js-only-button";

export interface CardData {
  id: number;
  title: string;
  seoLink: string;
  brandName?: string | null;
  brandUrl?: string | null;
  inStock: boolean;
  isNew?: boolean;
  freeCargo?: boolean;
  commentRate: number;
  commentTotal: number;
  /** The signed-in member has it in favourites (lists that do not ask show an empty heart). */
  isFavorite?: boolean;
  image?: { small: string; medium: string; alt: string } | null;
  price: PriceView;
}

interface ProductCardProps {
  product: CardData;
  locale: Locale;
  /** Offer the quick-view popup (its grid attaches it, app/enhance/quick-view.ts). */
  quickView?: boolean;
  /** Above-the-fold cards load eagerly. */
  eager?: boolean;
}

export function ProductCard({ product, locale, quickView = false, eager = false }: ProductCardProps) {
  const { t } = useTranslation("catalog");
  const location = useLocation();
  const href = pathFor(product.seoLink, locale);
  const titleId = `card-title-${product.id}`;

  return (
    <article className="product-card" aria-labelledby={titleId}>
      <Link to={href} className="product-card__media" tabIndex={-1} aria-hidden="true" prefetch="intent">
        <img
          src={product.image?.medium ?? NO_IMAGE}
          alt=""
          width="600"
          height="600"
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
        <span className="product-card__flags">
          {product.isNew ? <span className="flag flag--new">{t("card.new")}</span> : null}
          {product.freeCargo ? <span className="flag">{t("card.freeCargo")}</span> : null}
          {!product.inStock ? <span className="flag flag--muted">{t("card.outOfStock")}</span> : null}
        </span>
      </Link>
      <FavouriteButton
        productId={product.id}
        title={product.title}
        isFavorite={product.isFavorite ?? false}
        returnTo={location.pathname + location.search}
        locale={locale}
        className="product-card__heart"
      />
      <div className="product-card__body">
        {product.brandName ? <p className="product-card__brand">{product.brandName}</p> : null}
        <h3 className="product-card__title" id={titleId}>
          <Link to={href} prefetch="intent">
            {product.title}
          </Link>
        </h3>
        {product.commentTotal > 0 ? <RatingStars rate={product.commentRate} count={product.commentTotal} compact /> : null}
        <PriceBlock price={product.price} />
        <div className="product-card__actions">
          <Link to={href} className="button button--ghost button--small" aria-label={t("card.inspectNamed", { title: product.title })}>
            {t("card.inspect")}
          </Link>
          {quickView ? (
            // Hidden until JavaScript can open the popup (app/enhance/quick-view.ts, which reads the data attributes).
            <JsOnlyButton
              data-quick-view={product.seoLink}
              data-title-label={t("quickView.title")}
              data-close-label={t("quickView.close")}
              data-go-label={t("quickView.goToProduct")}
              className="button button--ghost button--small product-card__quick"
              aria-label={t("card.quickViewNamed", { title: product.title })}
              title={t("card.quickView")}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
                <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
                <circle cx="12" cy="12" r="3" />
              </svg>
              <span className="product-card__quick-text">{t("card.quickView")}</span>
            </JsOnlyButton>
          ) : null}
        </div>
      </div>
    </article>
  );
}
