// Payment read side: bank accounts for wire transfer and the enabled payment methods with their names and the
// cash-on-delivery service fee. Paying is payment.pay.ts with the providers of payment-provider.ts.
import type { RequestScope } from "../../core/context.js";
import type { EntityManager } from "@mikro-orm/core";
import type { BankAccount as BankAccountDto, PaymentKind, PaymentType as PaymentTypeDto } from "../../generated/resolvers-types.js";
import { rows, first, sql } from "../../core/database.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { BankAccountSchema } from "./payment.entities.js";
import type { PaymentProviders } from "./payment-provider.js";
import { findCurrency } from "../localization/index.js";
import { convertMinor } from "../../../shared/money.js";
import { openedConfig } from "./payment-settings.fields.js";
import { paymentDatabase as db } from "./payment.database.js";

export async function listBankAccounts(em: EntityManager): Promise<BankAccountDto[]> {
  const rows = await em.find(BankAccountSchema, { isActive: true }, { orderBy: { sort: "asc", id: "asc" } });
  return rows.map((b) => ({
    id: b.id,
    bankName: b.bankName,
    accountHolder: b.accountHolder,
    accountNumber: b.accountNumber,
    iban: b.iban,
    branch: b.branch,
    currency: b.currency,
    sort: b.sort,
  }));
}

/** A method's settings as an object (the json column may come back as text). */
export function configObject(config: unknown): Record<string, unknown> {
  const parsed = typeof config === "string" ? (JSON.parse(config) as unknown) : config;
  return parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
}

function doorPaymentTypes(config: unknown): string[] {
  const types = configObject(config).doorPaymentTypes;
  return Array.isArray(types) ? types.filter((t): t is string => typeof t === "string") : [];
}

/**
 * How a method is paid, from its provider: a card provider takes cards once its settings say it may (its keys are
 * there), in the shop's card step or in its own page; an offline provider says its kind. Null: nobody can pay with
 * it here now, so the storefront leaves it out.
 */
function paymentKind(payments: PaymentProviders, code: string, config: Record<string, unknown>): PaymentKind | null {
  const card = payments.findCard(code);
  if (card) return card.accepts(openedConfig(code, config)) ? (card.startHosted ? "HOSTED_CARD" : "CARD") : null;
  const kind = payments.find(code)?.kind;
  return kind === "cash_on_delivery" ? "CASH_ON_DELIVERY" : kind === "bank_transfer" ? "BANK_TRANSFER" : null;
}

/**
 * Enabled methods in display order, translated (falling back to Turkish, then to the code). With a display currency
 * the fee is converted into it the way the cart converts it, so the fee beside a method is the one the totals add.
 */
export async function listPaymentTypes(scope: RequestScope, payments: PaymentProviders): Promise<PaymentTypeDto[]> {
  const { em, language } = scope;
  const target = scope.currency ? await findCurrency(em, scope.currency, { orDefault: true }) : null;
  const methods = await rows(
    em,
    db
      .selectFrom("payment_method as m")
      .leftJoin("payment_method_translation as t", (join) => join.onRef("t.method_id", "=", "m.id").on("t.language", "=", language))
      .leftJoin("payment_method_translation as t0", (join) => join.onRef("t0.method_id", "=", "m.id").on("t0.language", "=", sql.lit(DEFAULT_LANGUAGE)))
      .leftJoin("currency as cur", "cur.iso_code", "m.fee_currency")
      .select((eb) => [
        "m.code",
        "m.sort",
        "m.fee_minor",
        "m.fee_currency",
        "m.config",
        "cur.exchange_rate as fee_rate",
        eb.fn.coalesce("t.name", "t0.name", "m.code").as("name"),
        eb.fn.coalesce("t.description", "t0.description", sql.lit("")).as("description"),
      ])
      .where((eb) => eb.ref("m.enabled"))
      .orderBy("m.sort")
      .orderBy("m.id"),
  );
  return methods.map((r) => ({
    code: r.code,
    kind: paymentKind(payments, r.code, configObject(r.config)),
    name: r.name,
    description: r.description,
    sort: r.sort,
    feeMinor: target ? convertMinor(r.fee_minor, Number(r.fee_rate) || 1, Number(target.exchange_rate) || 1) : r.fee_minor,
    feeCurrency: target ? target.iso_code : r.fee_currency,
    doorPaymentTypes: doorPaymentTypes(r.config),
    installments: payments.findCard(r.code)?.installmentOptions(configObject(r.config)) ?? [],
  }));
}

/** An enabled payment method's settings (door payment types, …), its sealed credentials opened; null when the method is unknown or switched off. */
export async function paymentMethodConfig(em: EntityManager, code: string): Promise<Record<string, unknown> | null> {
  const method = await first(em, db.selectFrom("payment_method").select(["enabled", "config"]).where("code", "=", code));
  if (!method?.enabled) return null;
  return openedConfig(code, configObject(method.config));
}
