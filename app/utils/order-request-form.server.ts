// The cancel / return form of a member's order page, read on the server: a quantity per line (`qty-<order line id>`),
// the reason and the note, checked for what the form itself can tell (something chosen, a reason, the note's
// length) with a translated message per field; the server's own answer decides the rest.
import { formText } from "~/domain/checkout-address";
import type { RequestFormValues, RequestKind } from "~/components/account/order-request-form";
import { refusedFieldErrors } from "~/utils/form-errors.server";
import { remixI18n } from "~/utils/i18n.server";
import type { Locale } from "~/utils/locale";

const MAX_NOTE = 1000;
/** More quantities than an order can have lines is not a form this page made. */
const MAX_LINES = 200;

export interface ReadRequestForm {
  kind: RequestKind;
  values: RequestFormValues;
  /** The GraphQL input's lines (0 left out). */
  lines: { orderLineId: number; quantity: number }[];
  errors: Record<string, string>;
}

export async function readRequestForm(form: FormData, refused: string[], locale: Locale): Promise<ReadRequestForm> {
  const kind: RequestKind = formText(form, "intent") === "refund" ? "refund" : "cancel";
  const lines: { orderLineId: number; quantity: number }[] = [];
  for (const [name, value] of form.entries()) {
    const id = /^qty-(\d{1,9})$/.exec(name)?.[1];
    const quantity = typeof value === "string" && /^\d{1,5}$/.test(value.trim()) ? Number(value.trim()) : 0;
    if (id && quantity > 0 && lines.length < MAX_LINES) lines.push({ orderLineId: Number(id), quantity });
  }
  const raw = form.get("note");
  const note = typeof raw === "string" ? raw.trim() : "";
  const values: RequestFormValues = {
    lines: Object.fromEntries(lines.map((l) => [String(l.orderLineId), l.quantity])),
    reason: formText(form, "reason").slice(0, 32),
    note: note.slice(0, MAX_NOTE * 2),
  };
  const t = await remixI18n.getFixedT(locale, "account");
  const errors = await refusedFieldErrors(refused, locale);
  if (!lines.length) errors.lines ??= t("orders.noLines");
  if (!values.reason) errors.reason ??= t("orders.noReason");
  if (note.length > MAX_NOTE) errors.note ??= t("orders.noteTooLong");
  return { kind, values, lines, errors };
}
