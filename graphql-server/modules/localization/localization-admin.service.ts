// The owner's writes to languages and currencies. One language and one currency are the default; the default stays
// active (the storefront falls back to it) and the default currency's rate stays 1 (every other rate is relative to
// it). Currency codes are fixed once made: prices and carts point at them. Every write is audited. The request
// context's language registry picks a change up within its cache time (30 s).
import { insertRow, readText, requireText, updateRow } from "../../core/admin-records.js";
import type { ShopContext } from "../../core/context.js";
import { first, rows, sql } from "../../core/database.js";
import { operationError, type OperationErrorResult } from "../../core/errors.js";
import { formError, type FieldProblem, type FormErrorResult } from "../../core/form.js";
import type { AdminCurrencyInput, AdminLanguageInput, Currency, Language } from "../../generated/resolvers-types.js";
import { audit } from "../../core/audit.js";
import { localizationDatabase as db } from "./localization.database.js";
import { listCurrencies, listLanguages } from "./localization.service.js";

const SORT_LIMIT = 1_000_000;
const MAX_RATE = 1e9;

const findLanguage = async (ctx: ShopContext, id: number) => (await listLanguages(ctx.em, { activeOnly: false })).find((l) => l.id === id) ?? null;
const findCurrency = async (ctx: ShopContext, id: number) => (await listCurrencies(ctx.em, { activeOnly: false })).find((c) => c.id === id) ?? null;

export async function saveLanguage(ctx: ShopContext, input: AdminLanguageInput): Promise<(Language & { __typename: "Language" }) | FormErrorResult | OperationErrorResult> {
  const problems: FieldProblem[] = [];
  const name = readText(input.name, "name", 64, problems);
  if (typeof input.sort === "number" && Math.abs(input.sort) > SORT_LIMIT) problems.push({ field: "sort", key: "field_invalid_number" });
  if (problems.length) return formError(problems);
  return ctx.em.transactional(async (tx) => {
    const scoped = { ...ctx, em: tx };
    const before = await findLanguage(scoped, input.id);
    if (!before) return operationError("NOT_FOUND", "id");
    const isDefault = input.isDefault === true || before.isDefault;
    if (isDefault && input.isActive === false) return formError([{ field: "isActive", key: "field_default_language_active" }]);
    if (input.isDefault === true) await rows(tx, db.updateTable("language").set({ is_default: false }).where("id", "<>", input.id));
    await updateRow(tx, "language", input.id, {
      name: name ?? before.name,
      is_active: isDefault ? true : (input.isActive ?? before.isActive),
      is_default: isDefault,
      sort: input.sort ?? before.sort,
    });
    const after = (await findLanguage(scoped, input.id))!;
    await audit(scoped, { action: "update", entity: "language", id: input.id, before, after });
    return { __typename: "Language" as const, ...after };
  });
}

export async function saveCurrency(ctx: ShopContext, input: AdminCurrencyInput): Promise<(Currency & { __typename: "Currency" }) | FormErrorResult | OperationErrorResult> {
  const problems: FieldProblem[] = [];
  const name = requireText(input.name, "name", 64, problems, "field_required_name");
  const symbol = requireText(input.symbol, "symbol", 8, problems, "field_required_name");
  if (!Number.isFinite(input.exchangeRate) || input.exchangeRate <= 0 || input.exchangeRate > MAX_RATE) problems.push({ field: "exchangeRate", key: "field_invalid_number" });
  if (input.decimals !== null && input.decimals !== undefined && (input.decimals < 0 || input.decimals > 4)) problems.push({ field: "decimals", key: "field_invalid_number" });
  if (typeof input.sort === "number" && Math.abs(input.sort) > SORT_LIMIT) problems.push({ field: "sort", key: "field_invalid_number" });
  const id = input.id ?? null;
  const code = id === null ? (readText(input.code, "code", 8, problems) ?? "").toLowerCase() : "";
  const isoCode = id === null ? (readText(input.isoCode, "isoCode", 3, problems) ?? "").toUpperCase() : "";
  if (id === null && !/^[a-z]{2,8}$/.test(code)) problems.push({ field: "code", key: "field_invalid_code" });
  if (id === null && !/^[A-Z]{3}$/.test(isoCode)) problems.push({ field: "isoCode", key: "field_invalid_code" });
  if (problems.length) return formError(problems);
  return ctx.em.transactional(async (tx) => {
    const scoped = { ...ctx, em: tx };
    const before = id === null ? null : await findCurrency(scoped, id);
    if (id !== null && !before) return operationError("NOT_FOUND", "id");
    if (before?.isDefault && input.isActive === false) return formError([{ field: "isActive", key: "field_default_language_active" }]);
    if (before?.isDefault && input.exchangeRate !== 1) return formError([{ field: "exchangeRate", key: "field_invalid_number" }]);
    const columns = { name, symbol, exchange_rate: input.exchangeRate, decimals: input.decimals ?? before?.decimals ?? 2, is_active: input.isActive ?? before?.isActive ?? true, ...(typeof input.sort === "number" ? { sort: input.sort } : {}) };
    let savedId = id;
    if (savedId === null) {
      const taken = await first(
        tx,
        db
          .selectFrom("currency")
          .select("id")
          .where((eb) => eb.or([eb(sql`lower(code)`, "=", code), eb(sql`upper(iso_code)`, "=", isoCode)])),
      );
      if (taken) return formError([{ field: "code", key: "field_invalid_code" }]);
      savedId = await insertRow(tx, "currency", { ...columns, code, iso_code: isoCode, is_default: false });
    } else await updateRow(tx, "currency", savedId, columns);
    const after = (await findCurrency(scoped, savedId))!;
    await audit(scoped, { action: id === null ? "create" : "update", entity: "currency", id: savedId, before, after });
    return { __typename: "Currency" as const, ...after };
  });
}
