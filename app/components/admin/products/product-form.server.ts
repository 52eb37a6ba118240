// The product form's post read into the GraphQL input. Prices are typed in major units ("1.250,50" or "1250.50")
// and sent in minor units; an empty optional field clears it (no discount, no order limit, no brand). A number that
// is not one is answered beside its field here; everything else is the server's to judge, and its refusals come
// back by the same field names the form uses (`sellingPriceMinor`, `tr.title`).
import { MAX_INT } from "~/domain/url-params";
import { PRODUCT_LANGUAGES, PRODUCT_MONEY_FIELDS, PRODUCT_NUMBER_FIELDS, PRODUCT_REF_FIELDS, PRODUCT_TEXT_FIELDS, PRODUCT_FLAG_FIELDS, PRODUCT_MEASURE_FIELDS, TRANSLATION_FIELDS } from "./product-fields";

export type FieldMessages = Record<string, string>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** "1.250,50" (Turkish), "1,250.50", "1250.5" → minor units; null when empty; NaN when it is not an amount. */
export function minorFromText(value: string): number | null {
  if (!value) return null;
  const compact = value.replace(/\s/g, "");
  const lastComma = compact.lastIndexOf(",");
  const lastDot = compact.lastIndexOf(".");
  // The later of the two marks is the decimal one; the other groups thousands.
  const decimal = lastComma > lastDot ? "," : ".";
  const normalised = decimal === "," ? compact.replace(/\./g, "").replace(",", ".") : compact.replace(/,/g, "");
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(normalised)) return NaN;
  return Math.round(Number(normalised) * 100);
}

/** A whole number (may be negative for a sort); null when empty; NaN when it is not one. */
export function wholeFromText(value: string): number | null {
  if (!value) return null;
  const whole = /^-?\d{1,10}$/.test(value) ? Number(value) : NaN;
  // Ten digits can exceed what a GraphQL Int holds, and the server would refuse the whole call, not the field.
  return whole >= -MAX_INT - 1 && whole <= MAX_INT ? whole : NaN;
}

function decimalFromText(value: string): number | null {
  if (!value) return null;
  const normalised = value.replace(",", ".");
  return /^\d{1,7}(\.\d{1,3})?$/.test(normalised) ? Number(normalised) : NaN;
}

export interface ProductFormInput {
  input: Record<string, unknown>;
  problems: FieldMessages;
}

/** The whole form: every label-level field and the three languages. */
export function productInputFromForm(form: FormData, invalidNumber: string): ProductFormInput {
  const input: Record<string, unknown> = {};
  const problems: FieldMessages = {};
  const number = (name: string, value: number | null, empty: unknown) => {
    if (Number.isNaN(value)) problems[name] = invalidNumber;
    else input[name] = value ?? empty;
  };
  for (const name of PRODUCT_TEXT_FIELDS) input[name] = text(form, name);
  for (const name of PRODUCT_FLAG_FIELDS) input[name] = form.get(name) === "on";
  for (const name of PRODUCT_REF_FIELDS) number(name, wholeFromText(text(form, name)), 0);
  const currency = wholeFromText(text(form, "currencyId"));
  if (currency && !Number.isNaN(currency)) input.currencyId = currency;
  for (const name of PRODUCT_MONEY_FIELDS) number(name, minorFromText(text(form, name)), name === "discountedPriceMinor" ? -1 : name === "sellingPriceMinor" ? null : 0);
  for (const name of PRODUCT_NUMBER_FIELDS) number(name, wholeFromText(text(form, name)), name === "vatRate" ? null : 0);
  for (const name of PRODUCT_MEASURE_FIELDS) number(name, decimalFromText(text(form, name)), 0);
  input.translations = PRODUCT_LANGUAGES.map((language) => ({
    language,
    ...Object.fromEntries(TRANSLATION_FIELDS.map((field) => [field, text(form, `${language}.${field}`)])),
  }));
  return { input, problems };
}

/** A refusal's fields as the form shows them beside each input. */
export const messagesOf = (fields: readonly { field: string; message: string }[]): FieldMessages => Object.fromEntries(fields.map((f) => [f.field, f.message]));

/** Ids typed as "12, 15 7": the numbers, in order; null when something else is written. */
export function idsFromText(value: string): number[] | null {
  const parts = value.split(/[\s,;]+/).filter(Boolean);
  if (parts.some((part) => !/^\d{1,9}$/.test(part))) return null;
  return parts.map(Number);
}

/** The posted text fields, to show the form again as it was sent when the server refuses it. */
export function postedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && name !== "intent") values[name] = value;
  return values;
}
