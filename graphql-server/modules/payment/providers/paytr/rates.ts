// PayTR's installment-rate table ("taksit_3": 4.5 means 3 parts with 4.5 % on the whole amount, per card family),
// read one way by the adapter (what the card step offers and the shop charges) and by the local fake (what it takes
// when the shopper pays in parts), so both compute the same total with the shop's one rounding rule.
import type { InstallmentOption } from "../../../../../shared/installments.js";

/** The most parts PayTR sells (its max_installment). */
export const MAX_PAYTR_INSTALLMENTS = 12;

/** A family's plans of two or more parts from the rate table; nothing for an unknown family or a malformed entry. */
export function familyOptions(table: unknown, family: string): InstallmentOption[] {
  const rates = table && typeof table === "object" ? (table as Record<string, unknown>)[family.toLowerCase()] : null;
  if (!rates || typeof rates !== "object") return [];
  return Object.entries(rates as Record<string, unknown>)
    .flatMap(([name, rate]) => {
      const count = Number(/^taksit_(\d{1,2})$/.exec(name)?.[1]);
      const percent = Number(rate);
      if (!Number.isInteger(count) || count < 2 || count > MAX_PAYTR_INSTALLMENTS || !Number.isFinite(percent) || percent < 0 || percent > 100) return [];
      return [{ count, interestBasisPoints: Math.round(percent * 100) }];
    })
    .sort((a, b) => a.count - b.count);
}
