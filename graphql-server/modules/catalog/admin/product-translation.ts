// A product's content in one language. The seo link is the storefront address `/{link}`: one typed by the admin
// must be free among every kind of page in that language (products, categories, content pages, brands), else the
// field is refused; an empty one is made from the title and numbered (-2, -3, …) until it is free. A language other
// than the default with an empty title has no content of its own: the storefront falls back to the default's.
import type { EntityManager } from "@mikro-orm/core";
import { slugify } from "../../../core/admin-records.js";
import { rows } from "../../../core/database.js";
import { catalogDatabase as db } from "../catalog.database.js";
import { seoLinkTaken } from "../taxonomy/index.js";
import type { FieldProblem } from "../../../core/form.js";
import { DEFAULT_LANGUAGE } from "../../../core/i18n.js";
import { isSeoLink, type TranslationInput } from "./product-admin.input.js";

/** True when another page answers `/{link}` in `language` (brands have one link for every language). */
const linkTaken = (em: EntityManager, language: string, link: string, productId: number) => seoLinkTaken(em, link, language, { product: productId });

async function freeLink(em: EntityManager, language: string, title: string, productId: number): Promise<string> {
  const base = slugify(title) || `product-${productId}`;
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await linkTaken(em, language, candidate, productId))) return candidate;
  }
  return `${base}-${productId}`;
}

/** Stores one language's content; returns the fields refused (nothing is stored then). */
export async function saveTranslation(em: EntityManager, productId: number, input: TranslationInput): Promise<FieldProblem[]> {
  const { language } = input;
  if (!input.title) {
    if (language === DEFAULT_LANGUAGE) return [{ field: `${language}.title`, key: "field_required_product_title" }];
    await rows(em, db.deleteFrom("product_translation").where("product_id", "=", productId).where("language", "=", language));
    return [];
  }
  let seoLink = input.seoLink?.toLowerCase() ?? "";
  if (seoLink && !isSeoLink(seoLink)) return [{ field: `${language}.seoLink`, key: "field_invalid_seo_link" }];
  if (seoLink && (await linkTaken(em, language, seoLink, productId))) return [{ field: `${language}.seoLink`, key: "field_seo_link_taken" }];
  if (!seoLink) seoLink = await freeLink(em, language, input.title, productId);
  const content = {
    title: input.title,
    seo_link: seoLink,
    seo_title: input.seoTitle ?? "",
    seo_description: input.seoDescription ?? "",
    seo_keyword: input.seoKeyword ?? "",
    short_description: input.shortDescription ?? "",
    description: input.description ?? "",
  };
  await rows(
    em,
    db
      .insertInto("product_translation")
      .values({ product_id: productId, language, ...content })
      .onConflict((conflict) => conflict.columns(["product_id", "language"]).doUpdateSet(content)),
  );
  return [];
}
