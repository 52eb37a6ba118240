// Personalizations: what a shopper adds to a product (a gift text, an engraving, a chosen wrapping), free or priced,
// with options for the choice types. The admin saves the product's whole list: ones left out are removed, the rest
// keep their ids — a cart line stores the personalization and option ids it was given, so they must not change.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import type { ShopContext } from "../../core/context.js";
import { intList, num, sql } from "../../core/db.js";
import type { FieldProblem } from "../../core/form.js";
import { DEFAULT_LANGUAGE, MESSAGE_LANGUAGES } from "../../core/i18n.js";
import { MAX_MONEY_MINOR, parseInput } from "./product-admin.input.js";
import { productWrite, refusal, type WriteOutcome } from "./product-admin.write.js";

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
  const own = new Set((await sql(em, `select id from personalization where product_id = ?`, [productId])).map((r) => num(r.id)));
  const ownOptions = new Map(
    (await sql(em, `select o.id, o.personalization_id from personalization_option o join personalization p on p.id = o.personalization_id where p.product_id = ?`, [productId])).map((r) => [
      num(r.id),
      num(r.personalization_id),
    ]),
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

/** Writes a row's names: the given languages with a name, the others removed. */
async function saveNames(em: EntityManager, table: string, key: string, ownerId: number, given: PersonalizationInput["names"], withDescription: boolean) {
  await sql(em, `delete from ${table} where ${key} = ?`, [ownerId]);
  for (const n of given.filter((n) => n.name)) {
    if (withDescription) await sql(em, `insert into ${table} (${key}, language, name, description) values (?, ?, ?, ?)`, [ownerId, n.language, n.name, n.description ?? ""]);
    else await sql(em, `insert into ${table} (${key}, language, name) values (?, ?, ?)`, [ownerId, n.language, n.name]);
  }
}

/** Inserts or updates one row of `table` (the given columns), returning its id. */
async function upsert(em: EntityManager, table: string, rowId: number | null | undefined, columns: Record<string, unknown>): Promise<number> {
  const names = Object.keys(columns);
  const values = Object.values(columns);
  if (rowId) {
    await sql(em, `update ${table} set ${names.map((n) => `${n} = ?`).join(", ")} where id = ?`, [...values, rowId]);
    return rowId;
  }
  const [row] = await sql(em, `insert into ${table} (${names.join(", ")}) values (${names.map(() => "?").join(", ")}) returning id`, values);
  return num(row.id);
}

export async function savePersonalizations(ctx: ShopContext, productId: number, raw: unknown): Promise<WriteOutcome<number> | null> {
  if ((await sql(ctx.em, `select 1 from product where id = ?`, [productId])).length === 0) return null;
  const parsed = parseInput(personalizationsInput, raw, "items.");
  if (!parsed.ok) return refusal(parsed.problems);
  const problems = await problemsOf(ctx.em, productId, parsed.value);
  if (problems.length) return refusal(problems);
  return productWrite(ctx, { action: "personalizations", productId }, async (em) => {
    const kept: number[] = [];
    for (const [index, item] of parsed.value.entries()) {
      const priceFree = item.isPriceFree ?? !item.priceMinor;
      const personalizationId = await upsert(em, "personalization", item.id, {
        product_id: productId,
        type_code: item.typeCode,
        is_required: item.isRequired ?? false,
        is_price_free: priceFree,
        price_minor: priceFree ? 0 : (item.priceMinor ?? 0),
        sort: item.sort ?? index,
      });
      kept.push(personalizationId);
      await saveNames(em, "personalization_translation", "personalization_id", personalizationId, item.names, true);
      const keptOptions: number[] = [];
      for (const [o, option] of (CHOICE_TYPES.includes(item.typeCode) ? (item.options ?? []) : []).entries()) {
        const optionFree = option.isPriceFree ?? !option.priceMinor;
        const optionId = await upsert(em, "personalization_option", option.id, {
          personalization_id: personalizationId,
          is_price_free: optionFree,
          price_minor: optionFree ? 0 : (option.priceMinor ?? 0),
          sort: option.sort ?? o,
        });
        keptOptions.push(optionId);
        await saveNames(em, "personalization_option_translation", "option_id", optionId, option.names, false);
      }
      await sql(em, `delete from personalization_option where personalization_id = ? and not (id = any(?::int[]))`, [personalizationId, intList(keptOptions)]);
    }
    await sql(em, `delete from personalization where product_id = ? and not (id = any(?::int[]))`, [productId, intList(kept)]);
    return { productId, value: productId };
  });
}
