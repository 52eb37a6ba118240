// The product detail page: 60/40 gallery and info, variants, personalization, quantity, ordering buttons, share
// links, description, comments and FAQ (streamed, with a skeleton), accessories, similar and last-viewed products.
import { Await, Link, useLocation, useNavigation } from "@remix-run/react";
import { Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { BenefitsStrip } from "~/components/benefits-strip";
import { AddToCartForm } from "~/components/cart/add-to-cart-form";
import { Breadcrumbs } from "~/components/catalog/breadcrumbs";
import { CommentComposer, useCommentResultToast } from "~/components/catalog/comment-composer";
import { CommentsList, FaqList } from "~/components/catalog/comments-list";
import { FavouriteButton } from "~/components/catalog/favourite-button";
import { PersonalizationFields } from "~/components/catalog/personalization-fields";
import { PriceBlock } from "~/components/catalog/price-block";
import { ProductActions } from "~/components/catalog/product-actions";
import type { CardData } from "~/components/catalog/product-card";
import { ProductGallery } from "~/components/catalog/product-gallery";
import { ProductGrid } from "~/components/catalog/product-grid";
import { QuantityInput } from "~/components/catalog/quantity-input";
import { RatingStars } from "~/components/catalog/rating-stars";
import { ShareButtons } from "~/components/catalog/share-buttons";
import { StockAlertButton } from "~/components/catalog/stock-alert-button";
import { VariantPicker } from "~/components/catalog/variant-picker";
import { selectionFromParams } from "~/domain/variant-selection";
import type { CommentsQuery, ProductPageFieldsFragment } from "~/graphql/generated/graphql";
import type { LastAdded } from "~/utils/cart-actions.server";
import type { MemberActionData } from "~/utils/member-actions.server";
import type { Locale } from "~/utils/locale";
import { toVariantProduct } from "~/utils/product-variants";
import { pathFor } from "~/utils/seo";

type Product = ProductPageFieldsFragment;

interface ProductViewProps {
  product: Product;
  comments: Promise<CommentsQuery>;
  lastViewed: Promise<CardData[]>;
  locale: Locale;
  origin: string;
  phone: string;
  whatsapp: string;
  /** The added-to-cart popup's product after a no-JavaScript add. */
  lastAdded: LastAdded | null;
  /** The comment form is open in the page (?yorum-yaz=1, the no-JavaScript way to it). */
  writeComment: boolean;
  /** A refused no-JavaScript comment post. */
  commentAnswer: MemberActionData | null;
}

const idParam = (params: URLSearchParams, key: string) => {
  const value = Number(params.get(key));
  return Number.isInteger(value) && value > 0 ? value : null;
};

export function ProductView(props: ProductViewProps) {
  const { product, comments, lastViewed, locale, origin, phone, whatsapp, lastAdded, writeComment, commentAnswer } = props;
  const { t } = useTranslation("catalog");
  useCommentResultToast(product.id);
  const location = useLocation();
  const navigation = useNavigation();
  // While a variant link is loading, show its choice already (the rules are the same as the loader's).
  const pending = navigation.location?.pathname === location.pathname ? navigation.location : null;
  const search = (pending ?? location).search;
  const variants = useMemo(() => toVariantProduct(product), [product]);
  const params = new URLSearchParams(search);
  const { selection } = selectionFromParams(variants, idParam(params, "p1"), idParam(params, "p2"));
  const sub = product.subProducts.find((item) => item.id === selection.subProductId);
  const price = sub ? { ...sub.price, onSale: sub.price.discountedPriceMinor ? true : product.price.onSale } : product.price;
  const inStock = sub ? sub.inStock : product.inStock;
  const colours = Object.fromEntries((product.property1?.properties ?? []).map((item) => [item.propertyId, item.colour]));
  const path = pathFor(product.seoLink, locale);
  const url = origin + path;
  // Images bound to the chosen first-group value come first.
  const images =
    selection.property1 !== null && product.images.some((image) => image.variant1 === selection.property1)
      ? product.images.filter((image) => image.variant1 === selection.property1 || image.variant1 == null)
      : product.images;

  return (
    <div className="container product-page">
      <Breadcrumbs
        locale={locale}
        items={[...product.breadcrumbs.map((crumb) => ({ title: crumb.title, href: pathFor(crumb.seoLink, locale) })), { title: product.title, href: null }]}
      />
      <div className="product-layout">
        <ProductGallery images={images} video={product.video} title={product.title} />
        <div className="product-info">
          {product.brandName && product.brandUrl ? (
            <Link to={pathFor(product.brandUrl, locale)} className="product-info__brand">
              {product.brandName}
            </Link>
          ) : null}
          <div className="product-info__heading">
            <h1 className="product-info__title">{product.title}</h1>
            <FavouriteButton productId={product.id} title={product.title} isFavorite={product.isFavorite} returnTo={path + search} locale={locale} />
          </div>
          <div className="product-info__meta">
            <a href="#comments" className="product-info__rating">
              <RatingStars rate={product.commentRate} count={product.commentTotal} />
            </a>
            {product.skt ? (
              <span className="skt" tabIndex={0} aria-describedby="skt-tip">
                {t("product.skt", { date: product.skt })}
                <span role="tooltip" id="skt-tip" className="skt__tip">
                  {t("product.sktTip")}
                </span>
              </span>
            ) : null}
            {product.barcode ? <span className="muted">{t("product.code", { code: product.barcode })}</span> : null}
          </div>
          <PriceBlock price={price} size="page" />
          <p className={`stock ${inStock ? "stock--in" : "stock--out"}`}>{inStock ? t("product.inStock") : t("product.outOfStock")}</p>
          {product.hasProperty ? <VariantPicker product={variants} selection={selection} search={search} colours={colours} /> : null}
          {product.relatedProducts.length ? (
            <div className="related-colours">
              <p className="variant-group__title">{t("product.otherColours")}</p>
              <ul className="related-colours__list">
                {product.relatedProducts.map((related) => (
                  <li key={related.id}>
                    <Link to={pathFor(related.seoLink, locale)} title={related.title}>
                      <img src={related.images[0]?.small} alt={related.title} width="64" height="64" loading="lazy" />
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {product.shortDescription ? <p className="product-info__short">{product.shortDescription}</p> : null}
          <AddToCartForm
            locale={locale}
            productId={product.id}
            hasProperty={product.hasProperty}
            variants={variants}
            selection={selection}
            personalizations={product.personalizations}
            action={path + search}
            lastAdded={lastAdded}
          >
            {(buy) => (
              <>
                <PersonalizationFields fields={product.personalizations} currency={product.price.currencyCode} typed={buy.typed} errorField={buy.errorField} errorMessage={buy.errorMessage} />
                <QuantityInput
                  limits={{ minOrder: product.memberMinOrder, maxOrder: product.memberMaxOrder }}
                  initial={buy.typed.quantity?.[0]}
                  errorId={buy.errorField === "quantity" ? "add-to-cart-error" : undefined}
                />
                <ProductActions
                  inStock={inStock}
                  phone={phone}
                  whatsapp={whatsapp}
                  message={t("product.whatsappMessage", { title: product.title, url })}
                  pending={buy.pending}
                />
              </>
            )}
          </AddToCartForm>
          {!inStock ? (
            <StockAlertButton
              productId={product.id}
              subProductId={sub ? sub.id : null}
              isSet={product.myStockAlerts.some((a) => (a.subProductId ?? null) === (sub ? sub.id : null))}
              returnTo={path + search}
              locale={locale}
            />
          ) : null}
          <BenefitsStrip />
          <ShareButtons url={url} title={product.title} />
        </div>
      </div>

      {product.accessoryProducts.length ? (
        <section className="product-section" aria-labelledby="accessories-title">
          <h2 id="accessories-title">{t("product.accessories")}</h2>
          <ProductGrid products={product.accessoryProducts} locale={locale} variant="row" />
        </section>
      ) : null}

      {product.description ? (
        <section className="product-section" aria-labelledby="description-title">
          <h2 id="description-title">{t("product.description")}</h2>
          {/* Written by the shop's admins in their editor. */}
          <div className="prose product-description" dangerouslySetInnerHTML={{ __html: product.description }} />
        </section>
      ) : null}

      <div className="product-columns">
        <section className="product-section" id="comments" aria-labelledby="comments-title">
          <h2 id="comments-title">{t("comments.title", { n: product.commentTotal })}</h2>
          <Suspense fallback={<CommentsSkeleton />}>
            <Await resolve={comments} errorElement={<p className="muted">{t("comments.failed")}</p>}>
              {(data) => (
                <>
                  <CommentComposer
                    productId={product.id}
                    path={path}
                    locale={locale}
                    own={data.myProductComment ?? null}
                    open={writeComment || commentAnswer !== null}
                    refused={commentAnswer}
                  />
                  <CommentsList comments={data.productComments} search={search} />
                </>
              )}
            </Await>
          </Suspense>
        </section>
        <section className="product-section" aria-labelledby="faq-title">
          <h2 id="faq-title">{t("faq.title")}</h2>
          <Suspense fallback={<CommentsSkeleton />}>
            <Await resolve={comments} errorElement={null}>
              {(data) => <FaqList items={data.productFaq} />}
            </Await>
          </Suspense>
        </section>
      </div>

      {product.sameProducts.length ? (
        <section className="product-section" aria-labelledby="same-title">
          <h2 id="same-title">{t("product.similar")}</h2>
          <ProductGrid products={product.sameProducts} locale={locale} variant="row" />
        </section>
      ) : null}

      <Suspense fallback={null}>
        <Await resolve={lastViewed} errorElement={null}>
          {(items) =>
            items.length ? (
              <section className="product-section" aria-labelledby="last-viewed-title">
                <h2 id="last-viewed-title">{t("lastViewed.title")}</h2>
                <ProductGrid products={items} locale={locale} variant="row" />
              </section>
            ) : null
          }
        </Await>
      </Suspense>
    </div>
  );
}

function CommentsSkeleton() {
  return (
    <div className="skeleton-list" aria-hidden="true">
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--short" />
    </div>
  );
}
