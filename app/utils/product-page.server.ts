// Loader half of the product page: the product in one query, comments/FAQ and the last-viewed strip deferred
// (streamed after the first paint), the variant choice from `?p1=&p2=` (links that work without JavaScript).
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { selectionFromParams } from "~/domain/variant-selection";
import { toVariantProduct } from "~/utils/product-variants";
import { CommentsDocument, ProductPageDocument, ProductsByIdsDocument } from "~/utils/catalog.server";
import { readLastAdded } from "~/utils/cart-actions.server";
import { runQuery } from "~/utils/graphql.server";
import { notFound } from "~/utils/http.server";
import { remixI18n } from "~/utils/i18n.server";
import { rememberViewed, readLastViewed } from "~/utils/last-viewed.server";
import type { Locale } from "~/utils/locale";
import { pathFor } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";

interface ProductArgs {
  request: Request;
  context: AppLoadContext;
  locale: Locale;
  path: string;
}

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

export async function loadProductPage({ request, context, locale, path }: ProductArgs) {
  const url = new URL(request.url);
  const result = await runQuery(request, context, ProductPageDocument, { seoLink: path, language: locale });
  const product = result.product;
  if (!product) throw notFound();
  // Another language's link (or an old one) answers with a permanent redirect to this language's own address,
  // so each page has one URL per language.
  if (product.seoLink && product.seoLink !== path) {
    throw redirect(pathFor(product.seoLink, locale) + url.search, 301);
  }

  // A refused choice in the URL (a second-group link followed before the first group was chosen) goes back to
  // the page without it, with the spec's warning toast.
  const p1 = positiveInt(url.searchParams.get("p1"));
  const p2 = positiveInt(url.searchParams.get("p2"));
  const { refusal } = selectionFromParams(toVariantProduct(product), p1, p2);
  if (refusal?.reason === "chooseFirst") {
    const t = await remixI18n.getFixedT(locale, "catalog");
    url.searchParams.delete("p2");
    return redirectWithToast(url.pathname + url.search, {
      type: "warning",
      message: t("variants.chooseFirst", { name: refusal.categoryName }),
    });
  }

  const commentPage = positiveInt(url.searchParams.get("yorum")) ?? 1;
  const comments = runQuery(request, context, CommentsDocument, { productId: product.id, page: commentPage, language: locale });
  const viewed = readLastViewed(request);
  const lastAdded = await readLastAdded(request);
  const others = viewed.filter((id) => id !== product.id);
  const lastViewed = others.length
    ? runQuery(request, context, ProductsByIdsDocument, { ids: others, language: locale }).then((r) => r.productsByIds)
    : Promise.resolve([]);

  return data(
    {
      kind: "product" as const,
      origin: url.origin,
      product,
      comments,
      lastViewed,
      commentPage,
      lastAdded,
    },
    { headers: { "Set-Cookie": rememberViewed(viewed, product.id), "Cache-Control": "private, no-cache" } },
  );
}
