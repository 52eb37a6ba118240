// Loader half of the product page: the URL rules (one address per language, the variant choice from `?p1=&p2=`,
// links that work without JavaScript) and what the page remembers (last viewed, last added). The catch-all route
// ($lang).$.tsx reads the product in its one operation and streams comments/FAQ and the last-viewed strip after
// the first paint.
import { redirect } from "@remix-run/node";
import { urlId, urlPage } from "~/domain/url-params";
import { selectionFromParams } from "~/domain/variant-selection";
import type { ProductPageFieldsFragment } from "~/graphql/generated/graphql";
import { readLastAdded } from "~/utils/cart-actions.server";
import { remixI18n } from "~/utils/i18n.server";
import { readLastViewed } from "~/utils/last-viewed.server";
import type { Locale } from "~/utils/locale";
import { toVariantProduct } from "~/utils/product-variants";
import { pathFor } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";

interface ProductArgs {
  request: Request;
  locale: Locale;
  /** The seo link the page was opened with. */
  path: string;
  product: ProductPageFieldsFragment;
}

/**
 * Throws the redirect when the URL is not the product's own (another language's or an old link: 301 to this
 * language's address; a refused variant choice: the page with only its accepted part, with a warning toast).
 * Otherwise the comment page asked for, the last-viewed ids and the added-to-cart popup's product of a no-JavaScript
 * add.
 */
export async function productPageState({ request, locale, path, product }: ProductArgs) {
  const url = new URL(request.url);
  if (product.seoLink && product.seoLink !== path) {
    throw redirect(encodeURI(pathFor(product.seoLink, locale)) + url.search, 301);
  }

  // A choice the rules refuse (second group before the first, a sold-out or not-offered option: a stale link or a
  // typed URL) goes back to the page with only the accepted part of the choice, and a warning toast says why.
  const p1 = urlId(url.searchParams.get("p1"));
  const p2 = urlId(url.searchParams.get("p2"));
  const { selection, refusal } = selectionFromParams(toVariantProduct(product), p1, p2);
  if (refusal) {
    const t = await remixI18n.getFixedT(locale, "catalog");
    url.searchParams.delete("p1");
    url.searchParams.delete("p2");
    if (selection.property1 !== null) url.searchParams.set("p1", String(selection.property1));
    if (selection.property2 !== null) url.searchParams.set("p2", String(selection.property2));
    const message =
      refusal.reason === "chooseFirst"
        ? t("variants.chooseFirst", { name: refusal.categoryName })
        : t("variants.refused", { name: refusal.optionName, reason: t(`variants.${refusal.reason}`) });
    throw await redirectWithToast(url.pathname + url.search, { type: "warning", message });
  }

  return {
    commentPage: urlPage(url.searchParams.get("yorum")),
    viewed: readLastViewed(request),
    lastAdded: await readLastAdded(request),
  };
}
