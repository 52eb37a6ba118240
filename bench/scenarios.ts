// The bench's load scenarios. Each names the bare-render baseline page it is compared with (bench/baseline-server.ts).
// Catalogue scenarios need a product and a category: bench/run.ts finds them through GraphQL first. The cart
// scenarios (bench/add-to-cart.ts, bench/place-order.ts) need prepared guests: bench/run.ts prepares them before the
// load. The add-to-cart ones run before place-order, which uses stock up.
import type autocannon from "autocannon";
import { formAddToCartRequests, graphqlAddToCartRequests, type AddToCartSetup } from "./add-to-cart";
import { placeOrderRequests, type PlaceOrderSetup } from "./place-order";
import type { Locale } from "../app/utils/locale";

export interface Catalogue {
  productLink: string;
  categoryLink: string;
}

export interface Scenario {
  name: string;
  path: string;
  method?: "GET" | "POST";
  body?: string;
  /** The captured page whose bare render is this scenario's baseline. */
  baseline: BaselinePage;
  /** A request pipeline instead of one fixed request (cart scenarios). */
  requests?: autocannon.Request[];
  /** Failures the pipeline saw that were not HTTP errors (read and reset per load). */
  failures?(): number;
  /** The pipeline checks every status itself (a form post answers 302): autocannon's non-2xx count is not added. */
  checksStatuses?: boolean;
  headers?: Record<string, string>;
}

/** What a browser sends that changes how a page is sent: it takes compressed pages. */
const BROWSER = { "accept-encoding": "gzip, deflate, br" };

export type BaselinePage = "home" | "listing" | "product";

const graphql = (name: string, query: string, variables: Record<string, unknown>, baseline: BaselinePage): Scenario => ({
  name: `GraphQL ${name}`,
  path: "/graphql",
  method: "POST",
  body: JSON.stringify({ query, variables }),
  baseline,
});

const CARD = `id title seoLink brandName inStock image { small medium alt }
  price { currencyCode sellingPriceMinor displayPriceMinor crossedOutPriceMinor discountPercent onSale }`;

/** The storefront's product document, as the bench asks it (also measured statement by statement: bench/explain.ts). */
export const PRODUCT_QUERY = `query BenchProduct($seoLink: String!) { product(seoLink: $seoLink, language: "tr") { id title seoLink brandName
  price { displayPriceMinor crossedOutPriceMinor onSale } images { small medium big }
  property1 { propertyCategoryName properties { propertyId propertyName hasStock } }
  property2 { propertyCategoryName properties { propertyId propertyName isActive } }
  subProducts { id property1 property2 price { displayPriceMinor } }
  personalizations { id name typeCode isRequired priceMinor } } }`;

/** A category's in-stock products by price, with every facet. */
export const LISTING_QUERY = `query BenchListing($category: String!, $pageSize: Int!) { products(language: "tr",
  filter: { category: $category, inStock: true }, sort: PRICE_ASC, page: 1, pageSize: $pageSize) { total items { ${CARD} }
  facets { brands { id name count } properties { name values { id name count } } priceMinMinor priceMaxMinor } } }`;

/** A ranked search with facets. */
export const SEARCH_QUERY = `query BenchSearch($text: String!) { search(text: $text, language: "tr", pageSize: 24) { text didYouMean
  listing { total items { ${CARD} } facets { brands { id name count } priceMinMinor priceMaxMinor } } } }`;

/** The first category's and the best seller's links in a language (seo links differ per language). */
export const catalogueProbe = (language: Locale) => `query BenchProbe { categoryTree(language: "${language}") { seoLink }
  products(language: "${language}", sort: BEST_SELLING, pageSize: 1) { items { seoLink } } }`;
export const CATALOGUE_PROBE = catalogueProbe("tr");

/** Pages captured for baselines: their paths on the shop. */
export function baselinePaths(catalogue: Catalogue | null): Partial<Record<BaselinePage, string>> {
  return catalogue
    ? { home: "/", listing: `/${catalogue.categoryLink}`, product: `/${catalogue.productLink}` }
    : { home: "/" };
}

/** Add to cart + pay cash on delivery, two requests per order (orders/s = req/s ÷ 2). */
function placeOrder(checkout: PlaceOrderSetup): Scenario {
  return { name: "GraphQL place order (add + payDoor)", path: "/graphql", method: "POST", baseline: "product", ...placeOrderRequests(checkout) };
}

/** addToCart of one unit into an empty guest cart, then removeCartLine of that line (adds/s = req/s ÷ 2). */
function graphqlAddToCart(setup: AddToCartSetup): Scenario {
  return { name: "GraphQL add to cart (add + removeCartLine)", path: "/graphql", method: "POST", baseline: "product", ...graphqlAddToCartRequests(setup) };
}

/** The product page's no-JavaScript add-to-cart post (302 back), then updateCartLine to 1 (adds/s = req/s ÷ 2). */
function formAddToCart(setup: AddToCartSetup, shopUrl: string): Scenario {
  return {
    name: "form add to cart (action 302 + GraphQL updateCartLine)",
    path: setup.form.path,
    method: "POST",
    baseline: "product",
    checksStatuses: true,
    ...formAddToCartRequests(setup, shopUrl),
  };
}

export interface CartSetups {
  /** The shop's address, for the form post's Origin header. */
  shopUrl: string;
  addToCart: AddToCartSetup | null;
  checkout: PlaceOrderSetup | null;
}

export function scenarios(catalogue: Catalogue | null, carts: CartSetups | null = null): Scenario[] {
  const foundation: Scenario[] = [
    { name: "home page / (SSR)", path: "/", baseline: "home" },
    { name: "home page /en (SSR)", path: "/en", baseline: "home" },
    { name: "home page / (SSR, as a browser asks: compressed)", path: "/", baseline: "home", headers: BROWSER },
    graphql(
      "siteSettings",
      `query BenchSettings($language: String) { siteSettings(language: $language) { pageLinks { code url title }
        setting { favicon } settings { code value } config { shopName } } }`,
      { language: "tr" },
      "home",
    ),
    { name: "REST GET /api/v1/settings", path: "/api/v1/settings", baseline: "home" },
  ];
  if (!catalogue) return foundation;
  return [
    ...foundation,
    graphql("product by seo link", PRODUCT_QUERY, { seoLink: catalogue.productLink }, "product"),
    graphql("listing with filters and facets", LISTING_QUERY, { category: catalogue.categoryLink, pageSize: 24 }, "listing"),
    graphql("listing of 100 with filters and facets", LISTING_QUERY, { category: catalogue.categoryLink, pageSize: 100 }, "listing"),
    { name: "product page (SSR)", path: `/${catalogue.productLink}`, baseline: "product" },
    { name: "product page (SSR, as a browser asks: compressed)", path: `/${catalogue.productLink}`, baseline: "product", headers: BROWSER },
    { name: "listing page (SSR)", path: `/${catalogue.categoryLink}`, baseline: "listing" },
    ...searchScenarios(),
    ...(carts?.addToCart ? [graphqlAddToCart(carts.addToCart), formAddToCart(carts.addToCart, carts.shopUrl)] : []),
    ...(carts?.checkout ? [placeOrder(carts.checkout)] : []),
  ];
}

/**
 * Search: a ranked search with facets (two words, one inflected), one whose hits fill the page (a single common
 * word: 24 hits in the demo, a thousand in a grown catalogue, so the answer is the same size at any catalogue size
 * and only the matching and ranking grow), the search page, and the header box's suggestions — the paths a
 * shopper's typing takes.
 */
function searchScenarios(): Scenario[] {
  return [
    graphql("search with facets", SEARCH_QUERY, { text: "nordik koltukları" }, "listing"),
    graphql("search with facets, a page full of hits", SEARCH_QUERY, { text: "lamba" }, "listing"),
    { name: "search page /arama?q=kanepe (SSR)", path: "/arama?q=kanepe", baseline: "listing" },
    { name: "search suggestions resource (ar)", path: `/resource/search-suggestions?lang=ar&q=${encodeURIComponent("كنبة")}`, baseline: "listing" },
  ];
}

