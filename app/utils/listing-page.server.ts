// Loader half of the category and brand listings (`/{category}`, `/{brand}`, `/{brand}/{category}`): what the
// listing asks for, and the page built from the answer. The catch-all route ($lang).$.tsx runs the operation.
import { redirect } from "@remix-run/node";
import { parseListingQuery, toProductFilter, toSortEnum, type ListingQuery } from "~/domain/listing-query";
import type {
  ListingBrandFieldsFragment,
  ListingCategoryFieldsFragment,
  ListingFieldsFragment,
  ProductSort,
} from "~/graphql/generated/graphql";
import { LISTING_PAGE_SIZE } from "~/utils/catalog";
import { notFound } from "~/utils/http.server";
import type { Locale } from "~/utils/locale";
import { pathFor, type LocalizedLink } from "~/utils/seo";

/** The seo links a listing path names: `/{category}`, `/{brand}` or `/{brand}/{category}`. */
export interface ListingLinks {
  brandLink: string | null;
  categoryLink: string | null;
}

export function listingLinks(kind: "CATEGORY" | "BRAND", path: string): ListingLinks {
  const [first, second] = path.split("/");
  return kind === "BRAND" ? { brandLink: first, categoryLink: second ?? null } : { brandLink: null, categoryLink: path };
}

/**
 * The listing's filters, sort and page from the URL, as the seo link's `listing` variables: the server narrows the
 * filter to the category and brand the path names.
 */
export function listingQuery(url: URL) {
  const query = parseListingQuery(url.searchParams);
  return {
    query,
    variables: {
      filter: toProductFilter(query),
      sort: toSortEnum<ProductSort>(query.sort),
      page: query.page,
      pageSize: LISTING_PAGE_SIZE,
    },
  };
}

interface ListingTargets {
  url: URL;
  locale: Locale;
  links: ListingLinks;
  /** The category and brand asked for by the links' seo links (null or absent: none). */
  category?: ListingCategoryFieldsFragment | null;
  brand?: ListingBrandFieldsFragment | null;
}

/**
 * The category and brand the links name. A link that names nothing is the 404 page; a category reached by another
 * language's link moves to this language's own address (301).
 */
export function listingTargets({ url, locale, links, category, brand }: ListingTargets) {
  const { brandLink, categoryLink } = links;
  const categoryData = categoryLink ? (category ?? null) : null;
  const brandData = brandLink ? (brand ?? null) : null;
  if ((categoryLink && !categoryData) || (brandLink && !brandData)) throw notFound();
  if (categoryData && categoryLink && categoryData.seoLink !== categoryLink) {
    const canonical = brandLink ? `${brandLink}/${categoryData.seoLink}` : categoryData.seoLink;
    throw redirect(encodeURI(pathFor(canonical, locale)) + url.search, 301);
  }
  return { categoryData, brandData };
}

interface ListingAnswer {
  url: URL;
  path: string;
  links: ListingLinks;
  query: ListingQuery;
  seoLinks: LocalizedLink[];
  targets: ReturnType<typeof listingTargets>;
  listing: ListingFieldsFragment;
}

/** The listing page from the checked targets and the products. */
export function listingPage({ url, path, links, query, seoLinks, targets, listing }: ListingAnswer) {
  const { brandLink } = links;
  const { categoryData, brandData } = targets;

  const title = [brandData?.name, categoryData?.title].filter(Boolean).join(" ");
  const breadcrumbs = [
    ...(brandData ? [{ title: brandData.name, seoLink: brandData.seoLink }] : []),
    ...(categoryData?.breadcrumbs ?? []).map((crumb) =>
      brandData ? { title: crumb.title, seoLink: `${brandData.seoLink}/${crumb.seoLink}` } : crumb,
    ),
  ];

  return {
    kind: "listing" as const,
    path,
    title,
    seoTitle: categoryData?.seoTitle || title,
    seoDescription: categoryData?.seoDescription || brandData?.description || categoryData?.description || "",
    description: categoryData?.description || brandData?.description || "",
    image: categoryData?.image ?? null,
    brandLink,
    breadcrumbs,
    children: categoryData?.children.map((child) => ({ id: child.id, title: child.title, seoLink: child.seoLink, image: child.image ?? null })) ?? [],
    query,
    search: url.search,
    listing,
    seoLinks,
  };
}

export type ListingPageData = ReturnType<typeof listingPage>;
