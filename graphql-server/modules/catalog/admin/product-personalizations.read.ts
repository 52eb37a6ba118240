// A product's personalizations as the admin edits them: each with its names per language and its options.
import type { EntityManager } from "@mikro-orm/core";
import { rows, sql } from "../../../core/database.js";
import type { AdminPersonalization, AdminPersonalizationName } from "../../../generated/resolvers-types.js";
import { catalogDatabase as db } from "../catalog.database.js";

const nameOf = (r: { language: string; name: string; description?: string }): AdminPersonalizationName => ({ language: r.language, name: r.name, description: r.description ?? "" });

/** A product's personalizations with their names and options, in order. */
export async function adminPersonalizations(em: EntityManager, productId: number): Promise<AdminPersonalization[]> {
  const personalizations = await rows(em, db.selectFrom("personalization").selectAll().where("product_id", "=", productId).orderBy("sort").orderBy("id"));
  if (personalizations.length === 0) return [];
  const ids = personalizations.map((r) => r.id);
  const [texts, options] = [
    await rows(em, db.selectFrom("personalization_translation").selectAll().where("personalization_id", "=", sql<number>`any(${ids}::int[])`)),
    await rows(em, db.selectFrom("personalization_option").selectAll().where("personalization_id", "=", sql<number>`any(${ids}::int[])`).orderBy("sort").orderBy("id")),
  ];
  const optionIds = options.map((o) => o.id);
  // Options have no description of their own.
  const optionTexts = options.length ? await rows(em, db.selectFrom("personalization_option_translation").selectAll().where("option_id", "=", sql<number>`any(${optionIds}::int[])`)) : [];
  return personalizations.map((r) => ({
    id: r.id,
    typeCode: r.type_code,
    isRequired: r.is_required,
    isPriceFree: r.is_price_free,
    priceMinor: r.price_minor,
    sort: r.sort,
    names: texts.filter((t) => t.personalization_id === r.id).map(nameOf),
    options: options
      .filter((o) => o.personalization_id === r.id)
      .map((o) => ({
        id: o.id,
        isPriceFree: o.is_price_free,
        priceMinor: o.price_minor,
        sort: o.sort,
        names: optionTexts.filter((t) => t.option_id === o.id).map(nameOf),
      })),
  }));
}
