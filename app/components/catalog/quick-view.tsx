// Quick-view popup: a look at a product without leaving the listing, as a modal <dialog> at most 1000 px wide whose
// content scrolls within 400 px (it never covers a small screen entirely); closes on the × button, a click on the
// backdrop, or Escape. Only rendered with JavaScript (cards link to the product page otherwise). The product comes
// from the quick-view resource route through a fetcher.
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "~/components/icons";
import { PriceBlock } from "~/components/catalog/price-block";
import type { loader as quickViewLoader } from "~/routes/resource.quick-view";
import { NO_IMAGE } from "~/utils/catalog";
import type { Locale } from "~/utils/locale";
import { resourceRoutes } from "~/utils/resource-routes";
import { pathFor } from "~/utils/seo";

export function QuickView({ seoLink, locale, onClose }: { seoLink: string; locale: Locale; onClose: () => void }) {
  const { t } = useTranslation("catalog");
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<typeof quickViewLoader>();
  const { load } = fetcher;

  useEffect(() => {
    dialog.current?.showModal();
    load(resourceRoutes.quickView(seoLink, locale));
  }, [seoLink, locale, load]);

  const product = fetcher.data?.product;
  return (
    <dialog
      ref={dialog}
      className="quick-view"
      aria-labelledby="quick-view-title"
      onClose={onClose}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      <div className="quick-view__panel">
        <button
          type="button"
          className="icon-button quick-view__close"
          aria-label={t("quickView.close")}
          onClick={() => dialog.current?.close()}
        >
          <CloseIcon />
        </button>
        {!product ? (
          <div className="quick-view__loading" aria-busy="true">
            <h2 id="quick-view-title" className="visually-hidden">
              {t("quickView.title")}
            </h2>
            <div className="skeleton skeleton--block" />
          </div>
        ) : (
          <div className="quick-view__content">
            <div className="quick-view__images">
              {(product.images.length ? product.images : [{ medium: NO_IMAGE, alt: "" }]).map((image, index) => (
                <img key={index} src={image.medium} alt={image.alt} width="600" height="600" />
              ))}
            </div>
            <div className="quick-view__info">
              {product.brandName ? <p className="product-card__brand">{product.brandName}</p> : null}
              <h2 id="quick-view-title">{product.title}</h2>
              <PriceBlock price={product.price} size="page" />
              {product.shortDescription ? <p className="quick-view__text">{product.shortDescription}</p> : null}
              <Link to={pathFor(product.seoLink, locale)} className="button button--primary">
                {t("quickView.goToProduct")}
              </Link>
            </div>
          </div>
        )}
      </div>
    </dialog>
  );
}
