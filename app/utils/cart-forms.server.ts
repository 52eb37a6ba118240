// The cart forms' input, checked with zod on the server (the browser bundle ships no zod). A bad post is a
// translated message, never a 500: `parseCartForm` returns the issue instead of throwing.
import { z } from "zod";
import { personalizationValues, type PersonalizationValue } from "../domain/cart-lines";

const MAX_ID = 2_147_483_647;
/** A line's quantity upper bound (the backend's typo guard is the same). */
export const MAX_QUANTITY = 10_000;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const id = z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(MAX_ID));
const optionalId = z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(MAX_ID).optional());
const quantity = z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(MAX_QUANTITY));
const checkbox = z.preprocess((value) => value === "on" || value === "1" || value === "true", z.boolean());
const text = (max: number) => z.preprocess((value) => (typeof value === "string" ? value.trim() : ""), z.string().max(max));

const intents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), productId: id, subProductId: optionalId, quantity }),
  z.object({ intent: z.literal("update"), lineId: id, quantity }),
  z.object({ intent: z.literal("delete"), lineId: id }),
  z.object({ intent: z.literal("coupon"), code: text(50).pipe(z.string().min(1)) }),
  z.object({ intent: z.literal("remove-coupon") }),
  z.object({ intent: z.literal("campaign"), campaignId: id }),
  z.object({ intent: z.literal("remove-campaign") }),
  z.object({ intent: z.literal("gift"), isGiftCart: checkbox, giftNote: text(500) }),
  z.object({ intent: z.literal("note"), generalNote: text(1000) }),
  z.object({ intent: z.literal("cargo"), cargoId: id }),
]);

export type CartIntent = z.infer<typeof intents>;
export type CartIntentName = CartIntent["intent"];
export type ParsedCartForm =
  | { ok: true; input: CartIntent; personalizations: PersonalizationValue[] }
  | { ok: false; intent: string | null; field: string | null };

/** Only single values are read, except the repeated personalization option fields. */
export function parseCartForm(form: FormData): ParsedCartForm {
  const values: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of form) if (!(name in values)) values[name] = value;
  // The quantity field's minus/plus buttons post the clamped quantity they stand for as `set`.
  if (values.intent === "update" && typeof values.set === "string" && values.set !== "") values.quantity = values.set;
  const result = intents.safeParse(values);
  if (!result.success) {
    const issue = result.error.issues.find((item) => item.path[0] !== "intent") ?? result.error.issues[0];
    const intent = typeof values.intent === "string" ? values.intent : null;
    return { ok: false, intent, field: issue && issue.path[0] !== "intent" ? String(issue.path[0]) : null };
  }
  const personalizations = result.data.intent === "add" ? personalizationValues(form.entries()) : [];
  if (personalizations.length > 50) return { ok: false, intent: "add", field: "personalizations" };
  return { ok: true, input: result.data, personalizations };
}

/** The shopper's own values of an add-to-cart form, to put back into the fields after a refused add. */
export function typedValues(form: FormData): Record<string, string[]> {
  const typed: Record<string, string[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || !/^(quantity|code|giftNote|generalNote|personalization(Option)?\[\d{1,9}\])$/.test(name)) continue;
    (typed[name] ??= []).push(value.slice(0, 1000));
  }
  return typed;
}
