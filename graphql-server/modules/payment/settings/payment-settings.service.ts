// The owner's payment-method settings: read for the settings page (secrets only as "set"), and written with every
// value checked first, secrets sealed for their method and field, and an audit entry that never holds a secret.
import type { EntityManager } from "@mikro-orm/core";
import type { PaymentMethodSetting, PaymentMethodSettingInput } from "../../../generated/resolvers-types.js";
import { badUserInput } from "../../../core/errors.js";
import { rows, sql } from "../../../core/database.js";
import { DEFAULT_LANGUAGE } from "../../../core/i18n.js";
import { isStorableText } from "../../../core/unstorable-text.js";
import type { PaymentProviders } from "../payment-provider.js";
import { configObject } from "../payment.service.js";
import { CREDENTIAL_FIELDS, openedConfig, sealCredential } from "../payment-settings.fields.js";
import { paymentDatabase as db } from "../payment.database.js";

const MAX_FEE_MINOR = 100_000_00;
const MAX_SORT = 999;

interface MethodRow {
  code: string;
  name: string;
  enabled: boolean;
  sort: number;
  feeMinor: number;
  feeCurrency: string;
  config: Record<string, unknown>;
}

async function methodRows(em: EntityManager, language: string, code?: string): Promise<MethodRow[]> {
  const methods = await rows(
    em,
    db
      .selectFrom("payment_method as m")
      .leftJoin("payment_method_translation as t", (join) => join.onRef("t.method_id", "=", "m.id").on("t.language", "=", language))
      .leftJoin("payment_method_translation as t0", (join) => join.onRef("t0.method_id", "=", "m.id").on("t0.language", "=", sql.lit(DEFAULT_LANGUAGE)))
      .select((eb) => ["m.code", "m.enabled", "m.sort", "m.fee_minor", "m.fee_currency", "m.config", eb.fn.coalesce("t.name", "t0.name", "m.code").as("name")])
      .$if(Boolean(code), (q) => q.where("m.code", "=", code!))
      .orderBy("m.sort")
      .orderBy("m.id"),
  );
  return methods.map((r) => ({
    code: r.code,
    name: r.name,
    enabled: r.enabled,
    sort: r.sort,
    feeMinor: r.fee_minor,
    feeCurrency: r.fee_currency,
    config: configObject(r.config),
  }));
}

/** What the page and the audit log may see of a method: secrets only as set or not. */
function settingOf(row: MethodRow, payments: PaymentProviders): PaymentMethodSetting {
  const card = payments.findCard(row.code);
  return {
    code: row.code,
    name: row.name,
    enabled: row.enabled,
    sort: row.sort,
    feeMinor: row.feeMinor,
    feeCurrency: row.feeCurrency,
    ready: card ? card.accepts(openedConfig(row.code, row.config)) : true,
    credentials: (CREDENTIAL_FIELDS[row.code] ?? []).map((field) => {
      const stored = row.config[field.name];
      const isSet = typeof stored === "string" && stored !== "";
      return { name: field.name, secret: field.secret, isSet, value: field.secret || !isSet ? null : String(stored) };
    }),
  };
}

export async function adminPaymentMethods(em: EntityManager, payments: PaymentProviders, language: string): Promise<PaymentMethodSetting[]> {
  return (await methodRows(em, language)).map((row) => settingOf(row, payments));
}

/** The audit's picture of a setting: no secret, no value of one. */
const audited = (setting: PaymentMethodSetting) => ({
  enabled: setting.enabled,
  sort: setting.sort,
  feeMinor: setting.feeMinor,
  credentials: Object.fromEntries(setting.credentials.map((c) => [c.name, c.secret ? (c.isSet ? "set" : "not set") : c.value])),
});

export async function updatePaymentMethodSetting(
  em: EntityManager,
  payments: PaymentProviders,
  language: string,
  input: PaymentMethodSettingInput,
  record: (tx: EntityManager, before: unknown, after: unknown) => Promise<void>,
): Promise<PaymentMethodSetting> {
  if (!Number.isSafeInteger(input.feeMinor) || input.feeMinor < 0 || input.feeMinor > MAX_FEE_MINOR) throw badUserInput("feeMinor");
  if (!Number.isInteger(input.sort) || input.sort < 0 || input.sort > MAX_SORT) throw badUserInput("sort");
  const fields = CREDENTIAL_FIELDS[input.code] ?? [];
  const changes: Record<string, string | null> = {};
  for (const credential of input.credentials ?? []) {
    const field = fields.find((f) => f.name === credential.name);
    if (!field || credential.name in changes) throw badUserInput(`credentials.${credential.name}`.slice(0, 64));
    const value = credential.value.trim();
    if (!value) {
      // An empty secret keeps the stored one (the page never has it to send back); an empty plain value clears it.
      if (!field.secret) changes[field.name] = null;
      continue;
    }
    if (!isStorableText(value) || !field.pattern.test(value)) throw badUserInput(`credentials.${field.name}`);
    changes[field.name] = field.secret ? sealCredential(input.code, field.name, value) : value;
  }
  return em.transactional(async (tx) => {
    const [before] = await methodRowsForUpdate(tx, language, input.code);
    if (!before) throw badUserInput("code");
    const config = { ...before.config };
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) delete config[name];
      else config[name] = value;
    }
    await rows(
      tx,
      db
        .updateTable("payment_method")
        .set({ enabled: input.enabled, sort: input.sort, fee_minor: input.feeMinor, config: JSON.stringify(config) })
        .where("code", "=", input.code),
    );
    const after = settingOf({ ...before, enabled: input.enabled, sort: input.sort, feeMinor: input.feeMinor, config }, payments);
    await record(tx, audited(settingOf(before, payments)), audited(after));
    return after;
  });
}

/** The method's row, locked for the update (two owners saving at once: the second sees the first's secrets). */
async function methodRowsForUpdate(tx: EntityManager, language: string, code: string): Promise<MethodRow[]> {
  await rows(tx, db.selectFrom("payment_method").select("id").where("code", "=", code).forUpdate());
  return methodRows(tx, language, code);
}
