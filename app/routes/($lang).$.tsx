// `/{seoLink}` and `/{brandLink}/{categoryLink}`: the backend says what the path is (product, category, brand,
// content page) and the matching page renders; anything else is the 404 page. One operation asks what the path is
// together with the page's fields: the product, content page, category and brand queries take the seo link itself,
// and a listing's products come with the answer (the server knows by then which filter the path means). Errors
// render in this route's ErrorBoundary, inside the full header and footer.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { WRITE_COMMENT_PARAM } from "~/components/catalog/comment-composer";
import { ContentView } from "~/components/catalog/content-view";
import { ListingView } from "~/components/catalog/listing-view";
import { ProductView } from "~/components/catalog/product-view";
import { RouteErrorPage } from "~/components/error-page";
import { safeHtml } from "../../shared/safe-html";
import { isStorableText } from "../../shared/storable-text";
import { graphql } from "~/graphql/generated";
import { handleCartAction } from "~/utils/cart-actions.server";
import { handleCommentAction } from "~/utils/comment-action.server";
import { catalogMeta } from "~/utils/catalog-meta";
import { ProductsByIdsDocument } from "~/utils/catalog.server";
import { runQuery, withInputNet } from "~/utils/graphql.server";
import { notFound } from "~/utils/http.server";
import { localeFromRequest } from "~/utils/i18n.server";
import { rememberViewed } from "~/utils/last-viewed.server";
import { listingLinks, listingPage, listingQuery, listingTargets } from "~/utils/listing-page.server";
import { stripLocalePrefix } from "~/utils/locale";
import type { MemberActionData } from "~/utils/member-actions.server";
import { errorMeta } from "~/utils/meta";
import { productPageState } from "~/utils/product-page.server";
import { publicPage, publicPageHeaders } from "~/utils/public-page.server";
import { pathFor } from "~/utils/seo";
import { usePageLocale, useRootData } from "~/utils/use-locale";
import { publicPageDocumentHeaders } from "~/utils/public-page";

export const headers = publicPageDocumentHeaders;

// Product, listing and content pages are served without hydration (app/utils/static-page.ts); the error pages
// (no loader data: the 404 with its go-back button) hydrate as before.
export const handle = { i18n: ["common", "catalog", "cart"], hydrate: (data: unknown) => data === undefined };

/**
 * The product page's add-to-cart form posts here (the page's own URL keeps the variant choice), and so does its
 * comment form, marked by ?yorum-yaz.
 */
export const action = withInputNet(answerPost);

async function answerPost({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has(WRITE_COMMENT_PARAM)) return handleCommentAction({ request, context, locale: localeFromRequest(request), path: url.pathname });
  return handleCartAction({ request, context, locale: localeFromRequest(request), returnTo: url.pathname + url.search, renderFailures: true });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // The locale is the URL's (a non-locale first segment such as /tr/… stays part of the path and resolves to
  // nothing); the path is what the backend resolves.
  const locale = localeFromRequest(request);
  let path: string;
  try {
    path = decodeURIComponent(stripLocalePrefix(url.pathname)).replace(/^\/+|\/+$/g, "");
  } catch {
    throw notFound();
  }
  const segments = path.split("/");
  // A path with text no backend stores (`/%00`) names nothing: not found, without asking.
  if (!path || segments.length > 2 || !isStorableText(path)) throw notFound();

  // Only a one-segment path can be a product or content page; the listing's filters come from the query string.
  const pair = segments.length === 2;
  const { query, variables } = listingQuery(url);
  const page = await runQuery(request, context, SeoLinkPageDocument, {
    path,
    pair,
    brandLink: segments[0],
    categoryLink: segments[pair ? 1 : 0],
    ...variables,
  });

  const target = page.resolveSeoLink;
  switch (target.kind) {
    case "PRODUCT": {
      const product = page.product;
      if (!product) throw notFound();
      const { commentPage, viewed, lastAdded } = await productPageState({ request, locale, path, product });
      const others = viewed.filter((id) => id !== product.id);
      return data(
        {
          kind: "product" as const,
          origin: context.publicOrigin,
          // The admin-written HTML as the allow-list leaves it, whatever was stored before it was applied on save.
          product: { ...product, description: safeHtml(product.description) },
          // Comments, FAQ and the last-viewed strip stream after the first paint.
          comments: runQuery(request, context, CommentsDocument, { productId: product.id, page: commentPage }),
          lastViewed: others.length
            ? runQuery(request, context, ProductsByIdsDocument, { ids: others }).then((r) => r.productsByIds)
            : Promise.resolve([]),
          commentPage,
          lastAdded,
          writeComment: url.searchParams.has(WRITE_COMMENT_PARAM),
        },
        // The cookie is the same for every visitor who arrives without one: an anonymous visit stays cacheable
        // (server/page-cache.ts); with a list, the request is personal and the page private.
        { headers: publicPageHeaders({ "Set-Cookie": rememberViewed(viewed, product.id) }) },
      );
    }
    case "CATEGORY":
    case "BRAND": {
      const links = listingLinks(target.kind, path);
      const targets = listingTargets({ url, locale, links, category: page.category, brand: page.brand });
      const listing = target.listing;
      if (!listing) throw notFound();
      return publicPage({ origin: context.publicOrigin, ...listingPage({ url, path, links, query, seoLinks: target.seoLinks, targets, listing }) });
    }
    case "CONTENT": {
      const contentPage = page.contentPage;
      if (!contentPage) throw notFound();
      // Reached by another language's link (or an old one): this language's own address, as for products.
      const own = target.seoLinks.find((link) => link.language === locale)?.seoLink;
      if (own && own !== path) throw redirect(encodeURI(pathFor(own, locale)) + url.search, 301);
      const safePage = { ...contentPage, content: safeHtml(contentPage.content) };
      return publicPage({ kind: "content" as const, origin: context.publicOrigin, page: safePage, seoLinks: target.seoLinks });
    }
    default:
      throw notFound();
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location, error }) =>
  error ? errorMeta(matches, error) : catalogMeta(data, matches, location);

// Choosing a variant or a comment page changes only the query string: with JavaScript the page already has what
// it needs for variants, so only comment paging asks the server again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("p1");
    params.delete("p2");
    params.sort();
    return params.toString();
  };
  return strip(currentUrl) !== strip(nextUrl) ? defaultShouldRevalidate : false;
};

export default function SeoLinkPage() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<MemberActionData>();
  const root = useRootData();
  const locale = usePageLocale();
  if (data.kind === "product") {
    return (
      <ProductView
        key={data.product.id}
        product={data.product}
        comments={data.comments}
        lastViewed={data.lastViewed}
        locale={locale}
        origin={data.origin}
        phone={root?.shop.phone ?? ""}
        whatsapp={root?.shop.whatsapp ?? ""}
        lastAdded={data.lastAdded}
        writeComment={data.writeComment}
        commentAnswer={answer?.form === "comment" ? answer : null}
      />
    );
  }
  if (data.kind === "listing") return <ListingView data={data} locale={locale} />;
  return <ContentView title={data.page.title} content={data.page.content} />;
}

/** A page that cannot be shown: the not-found page, or the error page, inside the shop's header and footer. */
export function ErrorBoundary() {
  const { t } = useTranslation("catalog");
  return <RouteErrorPage title={t("pageError.title")} description={t("pageError.description")} />;
}

const SeoLinkPageDocument = graphql(`
  query SeoLinkPage(
    $path: String!
    $pair: Boolean!
    $brandLink: String!
    $categoryLink: String!
    $filter: ProductFilter
    $sort: ProductSort
    $page: Int
    $pageSize: Int
  ) {
    resolveSeoLink(path: $path) {
      kind
      seoLinks {
        language
        seoLink
      }
      listing(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
        ...ListingFields
      }
    }
    product(seoLink: $path) @skip(if: $pair) {
      ...ProductPageFields
    }
    contentPage(seoLink: $path) @skip(if: $pair) {
      id
      title
      content
      seoTitle
      seoDescription
    }
    category(seoLink: $categoryLink) {
      ...ListingCategoryFields
    }
    brand(seoLink: $brandLink) {
      ...ListingBrandFields
    }
  }

  fragment ProductPageFields on Product {
    id
    title
    seoTitle
    seoDescription
    seoKeyword
    seoLink
    seoLinks {
      language
      seoLink
    }
    description
    shortDescription
    brandName
    brandUrl
    barcode
    breadcrumbs {
      title
      seoLink
    }
    video
    commentRate
    commentTotal
    skt
    isFavorite
    myStockAlerts {
      subProductId
    }
    hasProperty
    quantity
    inStock
    memberMinOrder
    memberMaxOrder
    price {
      ...PriceFields
      discountedPriceMinor
      isoCode
    }
    images {
      id
      small
      medium
      big
      alt
      variant1
      variant2
    }
    property1 {
      ...GroupFields
    }
    property2 {
      ...GroupFields
    }
    subProducts {
      id
      property1
      property2
      isActive
      inStock
      price {
        ...PriceFields
        discountedPriceMinor
      }
    }
    relatedProducts {
      id
      title
      seoLink
      images {
        small
        alt
      }
    }
    accessoryProducts {
      ...CardFields
    }
    personalizations {
      id
      name
      description
      typeCode
      isRequired
      isPriceFree
      priceMinor
      options {
        id
        name
        priceMinor
        isPriceFree
      }
    }
    sameProducts(limit: 8) {
      ...CardFields
    }
  }

  fragment GroupFields on PropertyGroup {
    propertyCategoryId
    propertyCategoryName
    properties {
      propertyId
      propertyName
      hasStock
      isActive
      colour
    }
  }

  fragment ListingFields on ProductListing {
    total
    page
    pageSize
    pageCount
    items {
      ...CardFields
    }
    facets {
      ...FacetFields
    }
  }

  fragment ListingCategoryFields on Category {
    id
    title
    seoLink
    seoTitle
    seoDescription
    description
    image
    breadcrumbs {
      title
      seoLink
    }
    children {
      id
      title
      seoLink
      image
    }
  }

  fragment ListingBrandFields on Brand {
    id
    name
    seoLink
    description
  }
`);

const CommentsDocument = graphql(`
  query Comments($productId: Int!, $page: Int) {
    productComments(productId: $productId, page: $page) {
      total
      page
      pageSize
      averageRate
      items {
        id
        title
        text
        rate
        customerName
        createdAt
      }
    }
    myProductComment(productId: $productId) {
      title
      text
      rate
      isApproved
    }
    productFaq(productId: $productId) {
      id
      question
      answer
    }
  }
`);
