// GET /quick-view?link={seoLink}&lang={tr|en|ar} — the few product fields the quick-view popup shows, as JSON for
// a fetcher. Unknown products answer 404.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { QuickViewDocument } from "~/utils/catalog.server";
import { runQuery } from "~/utils/graphql.server";
import { DEFAULT_LOCALE, isLocale } from "~/utils/locale";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const link = url.searchParams.get("link") ?? "";
  const lang = url.searchParams.get("lang");
  const language = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const data = link ? await runQuery(request, context, QuickViewDocument, { seoLink: link, language }) : null;
  const product = data?.product;
  if (!product) throw new Response("Not found", { status: 404 });
  return {
    product: {
      title: product.title,
      seoLink: product.seoLink,
      brandName: product.brandName,
      shortDescription: product.shortDescription,
      price: product.price,
      images: product.images.slice(0, 6).map((image) => ({ medium: image.medium, alt: image.alt })),
    },
  };
}
