// The bench's load scenarios. Each names the bare-render baseline page it is compared with (bench/baseline-server.ts).
// Catalogue scenarios need a product and a category: bench/run.ts finds them through GraphQL first.

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
}

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

export const CATALOGUE_PROBE = `query BenchProbe { categoryTree(language: "tr") { seoLink }
  products(language: "tr", sort: BEST_SELLING, pageSize: 1) { items { seoLink } } }`;

/** Pages captured for baselines: their paths on the shop. */
export function baselinePaths(catalogue: Catalogue | null): Partial<Record<BaselinePage, string>> {
  return catalogue
    ? { home: "/", listing: `/${catalogue.categoryLink}`, product: `/${catalogue.productLink}` }
    : { home: "/" };
}

export function scenarios(catalogue: Catalogue | null): Scenario[] {
  const foundation: Scenario[] = [
    { name: "home page / (SSR)", path: "/", baseline: "home" },
    { name: "home page /en (SSR)", path: "/en", baseline: "home" },
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
    graphql(
      "product by seo link",
      `query BenchProduct($seoLink: String!) { product(seoLink: $seoLink, language: "tr") { id title seoLink brandName
        price { displayPriceMinor crossedOutPriceMinor onSale } images { small medium big }
        property1 { propertyCategoryName properties { propertyId propertyName hasStock } }
        property2 { propertyCategoryName properties { propertyId propertyName isActive } }
        subProducts { id property1 property2 price { displayPriceMinor } }
        personalizations { id name typeCode isRequired priceMinor } } }`,
      { seoLink: catalogue.productLink },
      "product",
    ),
    graphql(
      "listing with filters and facets",
      `query BenchListing($category: String!) { products(language: "tr", filter: { category: $category, inStock: true },
        sort: PRICE_ASC, page: 1, pageSize: 24) { total items { ${CARD} }
        facets { brands { id name count } properties { name values { id name count } } priceMinMinor priceMaxMinor } } }`,
      { category: catalogue.categoryLink },
      "listing",
    ),
    { name: "product page (SSR)", path: `/${catalogue.productLink}`, baseline: "product" },
    { name: "listing page (SSR)", path: `/${catalogue.categoryLink}`, baseline: "listing" },
  ];
}
