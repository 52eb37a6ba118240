// Loader half of the category and brand listings (`/{category}`, `/{brand}`, `/{brand}/{category}`).
import { redirect, type AppLoadContext } from "@remix-run/node";
import { parseListingQuery, toProductFilter, toSortEnum } from "~/domain/listing-query";
import type { ProductSort } from "~/graphql/generated/graphql";
import { LISTING_PAGE_SIZE } from "~/utils/catalog";
import { BrandDocument, CategoryDocument, ListingDocument } from "~/utils/catalog.server";
import { runQuery } from "~/utils/graphql.server";
import { notFound } from "~/utils/http.server";
import type { Locale } from "~/utils/locale";
import { pathFor, type LocalizedLink } from "~/utils/seo";

interface ListingArgs {
  request: Request;
  context: AppLoadContext;
  locale: Locale;
  kind: "CATEGORY" | "BRAND";
  path: string;
  seoLinks: LocalizedLink[];
}

export async function loadListingPage({ request, context, locale, kind, path, seoLinks }: ListingArgs) {
  const url = new URL(request.url);
  const query = parseListingQuery(url.searchParams);
  const [first, second] = path.split("/");
  const brandLink = kind === "BRAND" ? first : null;
  const categoryLink = kind === "BRAND" ? (second ?? null) : path;
  const filter = toProductFilter(query, { category: categoryLink ?? undefined, brands: brandLink ? [brandLink] : [] });

  const [listing, category, brand] = await Promise.all([
    runQuery(request, context, ListingDocument, {
      language: locale,
      filter,
      sort: toSortEnum<ProductSort>(query.sort),
      page: query.page,
      pageSize: LISTING_PAGE_SIZE,
    }),
    categoryLink ? runQuery(request, context, CategoryDocument, { seoLink: categoryLink, language: locale }) : null,
    brandLink ? runQuery(request, context, BrandDocument, { seoLink: brandLink }) : null,
  ]);
  const categoryData = category?.category ?? null;
  const brandData = brand?.brand ?? null;
  if ((categoryLink && !categoryData) || (brandLink && !brandData)) throw notFound();
  // A category reached by another language's link moves to this language's own address.
  if (categoryData && categoryLink && categoryData.seoLink !== categoryLink) {
    const canonical = brandLink ? `${brandLink}/${categoryData.seoLink}` : categoryData.seoLink;
    throw redirect(pathFor(canonical, locale) + url.search, 301);
  }

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
    brandLink,
    breadcrumbs,
    children: categoryData?.children.map((child) => ({ id: child.id, title: child.title, seoLink: child.seoLink })) ?? [],
    query,
    search: url.search,
    listing: listing.products,
    seoLinks,
  };
}

export type ListingPageData = Awaited<ReturnType<typeof loadListingPage>>;
