// A product's personalizations as the admin edits them: each with its names per language and its options.
import type { EntityManager } from "@mikro-orm/core";
import { intList, num, sql, str, type Row } from "../../core/db.js";
import type { AdminPersonalization, AdminPersonalizationName } from "../../generated/resolvers-types.js";

const nameOf = (r: Row): AdminPersonalizationName => ({ language: str(r.language), name: str(r.name), description: str(r.description) });

/** A product's personalizations with their names and options, in order. */
export async function adminPersonalizations(em: EntityManager, productId: number): Promise<AdminPersonalization[]> {
  const rows = await sql(em, `select * from personalization where product_id = ? order by sort, id`, [productId]);
  if (rows.length === 0) return [];
  const ids = intList(rows.map((r) => num(r.id)));
  const [texts, options] = [
    await sql(em, `select * from personalization_translation where personalization_id = any(?::int[])`, [ids]),
    await sql(em, `select * from personalization_option where personalization_id = any(?::int[]) order by sort, id`, [ids]),
  ];
  const optionTexts = options.length ? await sql(em, `select *, '' as description from personalization_option_translation where option_id = any(?::int[])`, [intList(options.map((o) => num(o.id)))]) : [];
  return rows.map((r) => ({
    id: num(r.id),
    typeCode: str(r.type_code),
    isRequired: Boolean(r.is_required),
    isPriceFree: Boolean(r.is_price_free),
    priceMinor: num(r.price_minor),
    sort: num(r.sort),
    names: texts.filter((t) => num(t.personalization_id) === num(r.id)).map(nameOf),
    options: options
      .filter((o) => num(o.personalization_id) === num(r.id))
      .map((o) => ({
        id: num(o.id),
        isPriceFree: Boolean(o.is_price_free),
        priceMinor: num(o.price_minor),
        sort: num(o.sort),
        names: optionTexts.filter((t) => num(t.option_id) === num(o.id)).map(nameOf),
      })),
  }));
}
