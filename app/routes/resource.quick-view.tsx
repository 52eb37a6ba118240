// GET /resource/quick-view?link={seoLink}&lang={tr|en|ar} — the few product fields the quick-view popup shows, as
// JSON for a fetcher. Unknown products answer 404.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { graphql } from "~/graphql/generated";
import { runQuery } from "~/utils/graphql.server";
import { localeOrDefault } from "~/utils/locale";
import { urlText } from "~/domain/url-params";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const link = urlText(url.searchParams.get("link"), 200);
  const language = localeOrDefault(url.searchParams.get("lang"));
  const data = link ? await runQuery(request, context, QuickViewDocument, { seoLink: link }, language) : null;
  const product = data?.product;
  if (!product) throw new Response("Not found", { status: 404 });
  // json(): a resource route answers a Response (plain objects from resource routes are going away in Remix).
  return json({
    product: {
      title: product.title,
      seoLink: product.seoLink,
      brandName: product.brandName,
      shortDescription: product.shortDescription,
      price: product.price,
      images: product.images.slice(0, 6).map((image) => ({ medium: image.medium, alt: image.alt })),
    },
  });
}

const QuickViewDocument = graphql(`
  query QuickView($seoLink: String!) {
    product(seoLink: $seoLink) {
      title
      seoLink
      brandName
      shortDescription
      price {
        ...PriceFields
      }
      images {
        medium
        alt
      }
    }
  }
`);
