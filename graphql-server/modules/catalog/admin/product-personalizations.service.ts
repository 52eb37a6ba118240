// Personalizations: what a shopper adds to a product (a gift text, an engraving, a chosen wrapping), free or priced,
// with options for the choice types. The admin saves the product's whole list: ones left out are removed, the rest
// keep their ids — a cart line stores the personalization and option ids it was given, so they must not change.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import type { ShopContext } from "../../../core/context.js";
import { first, rows, sql } from "../../../core/database.js";
import type { FieldProblem } from "../../../core/form.js";
import { DEFAULT_LANGUAGE, MESSAGE_LANGUAGES } from "../../../core/i18n.js";
import { MAX_MONEY_MINOR, parseInput } from "./product-admin.input.js";
import { productWrite, refusal, type WriteOutcome } from "./product-admin.write.js";
import { catalogDatabase as db } from "../catalog.database.js";

const CHOICE_TYPES = ["select", "checkbox", "radio"];
const id = z.number().int().min(1).max(2_147_483_647);
const names = z
  .array(z.object({ language: z.enum(MESSAGE_LANGUAGES), name: z.string().trim().max(255), description: z.string().trim().max(2000).nullish() }))
  .max(MESSAGE_LANGUAGES.length);
const priced = { isPriceFree: z.boolean().nullish(), priceMinor: z.number().int().min(0).max(MAX_MONEY_MINOR).nullish(), sort: z.number().int().min(-1_000_000).max(1_000_000).nullish() };
const personalizationsInput = z
  .array(
    z.object({
      id: id.nullish(),
      typeCode: z.enum(["input", "textarea", "select", "checkbox", "radio"]),
      isRequired: z.boolean().nullish(),
      ...priced,
      names,
      options: z.array(z.object({ id: id.nullish(), ...priced, names })).max(100).nullish(),
    }),
  )
  .max(50);
type PersonalizationInput = z.infer<typeof personalizationsInput>[number];

async function problemsOf(em: EntityManager, productId: number, items: PersonalizationInput[]): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  const own = new Set((await rows(em, db.selectFrom("personalization").select("id").where("product_id", "=", productId))).map((r) => r.id));
  const ownOptions = new Map(
    (
      await rows(
        em,
        db
          .selectFrom("personalization_option as o")
          .innerJoin("personalization as p", "p.id", "o.personalization_id")
          .select(["o.id", "o.personalization_id"])
          .where("p.product_id", "=", productId),
      )
    ).map((r) => [r.id, r.personalization_id]),
  );
  for (const [index, item] of items.entries()) {
    const at = (field: string) => `items.${index}.${field}`;
    if (item.id && !own.has(item.id)) problems.push({ field: at("id"), key: "field_unknown_choice" });
    if (!item.names.some((n) => n.language === DEFAULT_LANGUAGE && n.name)) problems.push({ field: at("names"), key: "field_required_product_title" });
    const options = item.options ?? [];
    if (CHOICE_TYPES.includes(item.typeCode) && options.length === 0) problems.push({ field: at("options"), key: "field_required_options" });
    for (const [o, option] of options.entries()) {
      if (option.id && ownOptions.get(option.id) !== item.id) problems.push({ field: at(`options.${o}.id`), key: "field_unknown_choice" });
      if (!option.names.some((n) => n.language === DEFAULT_LANGUAGE && n.name)) problems.push({ field: at(`options.${o}.names`), key: "field_required_product_title" });
    }
  }
  return problems;
}

/** The names given with a name (a language left empty has none). */
const namedOnly = (given: PersonalizationInput["names"]) => given.filter((n) => n.name);

/** Writes a personalization's names: the given languages with a name, the others removed. */
async function savePersonalizationNames(em: EntityManager, personalizationId: number, given: PersonalizationInput["names"]) {
  await rows(em, db.deleteFrom("personalization_translation").where("personalization_id", "=", personalizationId));
  for (const n of namedOnly(given)) {
    await rows(
      em,
      db.insertInto("personalization_translation").values({ personalization_id: personalizationId, language: n.language, name: n.name, description: n.description ?? "" }),
    );
  }
}

/** Writes an option's names: the given languages with a name, the others removed. */
async function saveOptionNames(em: EntityManager, optionId: number, given: PersonalizationInput["names"]) {
  await rows(em, db.deleteFrom("personalization_option_translation").where("option_id", "=", optionId));
  for (const n of namedOnly(given)) {
    await rows(em, db.insertInto("personalization_option_translation").values({ option_id: optionId, language: n.language, name: n.name }));
  }
}

/** Only the ids not in `kept` (an empty list keeps none). */
const notAmong = (kept: number[]) => sql<boolean>`not (id = any(${kept}::int[]))`;

export async function savePersonalizations(ctx: ShopContext, productId: number, raw: unknown): Promise<WriteOutcome<number> | null> {
  if (!(await first(ctx.em, db.selectFrom("product").select("id").where("id", "=", productId)))) return null;
  const parsed = parseInput(personalizationsInput, raw, "items.");
  if (!parsed.ok) return refusal(parsed.problems);
  const problems = await problemsOf(ctx.em, productId, parsed.value);
  if (problems.length) return refusal(problems);
  return productWrite(ctx, { action: "personalizations", productId }, async (em) => {
    const kept: number[] = [];
    for (const [index, item] of parsed.value.entries()) {
      const priceFree = item.isPriceFree ?? !item.priceMinor;
      const personalization = {
        product_id: productId,
        type_code: item.typeCode,
        is_required: item.isRequired ?? false,
        is_price_free: priceFree,
        price_minor: priceFree ? 0 : (item.priceMinor ?? 0),
        sort: item.sort ?? index,
      };
      if (item.id) await rows(em, db.updateTable("personalization").set(personalization).where("id", "=", item.id));
      const personalizationId = item.id ?? (await first(em, db.insertInto("personalization").values(personalization).returning("id")))!.id;
      kept.push(personalizationId);
      await savePersonalizationNames(em, personalizationId, item.names);
      const keptOptions: number[] = [];
      for (const [o, option] of (CHOICE_TYPES.includes(item.typeCode) ? (item.options ?? []) : []).entries()) {
        const optionFree = option.isPriceFree ?? !option.priceMinor;
        const values = {
          personalization_id: personalizationId,
          is_price_free: optionFree,
          price_minor: optionFree ? 0 : (option.priceMinor ?? 0),
          sort: option.sort ?? o,
        };
        if (option.id) await rows(em, db.updateTable("personalization_option").set(values).where("id", "=", option.id));
        const optionId = option.id ?? (await first(em, db.insertInto("personalization_option").values(values).returning("id")))!.id;
        keptOptions.push(optionId);
        await saveOptionNames(em, optionId, option.names);
      }
      await rows(em, db.deleteFrom("personalization_option").where("personalization_id", "=", personalizationId).where(notAmong(keptOptions)));
    }
    await rows(em, db.deleteFrom("personalization").where("product_id", "=", productId).where(notAmong(kept)));
    return { productId, value: productId };
  });
}
