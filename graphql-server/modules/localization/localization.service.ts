// Languages and currencies: lists for the storefront and the admin, plus the language registry the request
// context validates against.
import type { EntityManager } from "@mikro-orm/core";
import type { Currency as CurrencyDto, Language as LanguageDto } from "../../generated/resolvers-types.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { first } from "../../core/database.js";
import { CurrencySchema, LanguageSchema, type Currency, type Language } from "./localization.entities.js";
import { localizationDatabase as db } from "./localization.database.js";

const toLanguageDto = (l: Language): LanguageDto => ({
  id: l.id,
  code: l.code,
  name: l.name,
  direction: l.direction === "rtl" ? "RTL" : "LTR",
  isDefault: l.isDefault,
  isActive: l.isActive,
  sort: l.sort,
});

const toCurrencyDto = (c: Currency): CurrencyDto => ({
  id: c.id,
  code: c.code,
  isoCode: c.isoCode,
  name: c.name,
  symbol: c.symbol,
  exchangeRate: Number(c.exchangeRate),
  decimals: c.decimals,
  isDefault: c.isDefault,
  isActive: c.isActive,
});

export async function listLanguages(em: EntityManager, opts: { activeOnly: boolean }): Promise<LanguageDto[]> {
  const rows = await em.find(LanguageSchema, opts.activeOnly ? { isActive: true } : {}, {
    orderBy: { sort: "asc", id: "asc" },
  });
  return rows.map(toLanguageDto);
}

export async function listCurrencies(em: EntityManager, opts: { activeOnly: boolean }): Promise<CurrencyDto[]> {
  const rows = await em.find(CurrencySchema, opts.activeOnly ? { isActive: true } : {}, {
    orderBy: { sort: "asc", id: "asc" },
  });
  return rows.map(toCurrencyDto);
}

/**
 * Active language codes, cached for a short time: every request validates its language, and a query per request
 * for a table that changes a few times a year is waste. Admin writes call `invalidate()`; other nodes catch up
 * within `ttlMs`.
 */
export class LanguageRegistry {
  private cached: { at: number; codes: Set<string>; defaultCode: string } | null = null;
  constructor(private readonly ttlMs = 30_000) {}

  private async load(em: EntityManager) {
    if (this.cached && Date.now() - this.cached.at < this.ttlMs) return this.cached;
    // A fork of its own: partially loaded entities must not land in the request's identity map.
    const rows = await em.fork().find(LanguageSchema, { isActive: true }, { fields: ["code", "isDefault"] });
    const codes = new Set(rows.map((r) => r.code));
    const defaultCode = rows.find((r) => r.isDefault)?.code ?? DEFAULT_LANGUAGE;
    // An empty table (seed skipped) still accepts the default language rather than rejecting every request.
    codes.add(defaultCode);
    this.cached = { at: Date.now(), codes, defaultCode };
    return this.cached;
  }

  async isActive(em: EntityManager, code: string): Promise<boolean> {
    return (await this.load(em)).codes.has(code);
  }

  async defaultCode(em: EntityManager): Promise<string> {
    return (await this.load(em)).defaultCode;
  }

  invalidate(): void {
    this.cached = null;
  }
}

/**
 * An active currency by ISO code (TRY), legacy code (tl) or id; null when there is none. With `orDefault`, the
 * default currency instead of null: a display currency a shopper's cookie remembers may have been switched off since.
 */
export async function findCurrency(em: EntityManager, code: string, { orDefault = false } = {}) {
  const trimmed = code.trim().slice(0, 16);
  const id = /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : 0;
  if (!trimmed && !orDefault) return null;
  // Only matching rows and (when asked) the default qualify; a non-default match sorts before the default.
  const row = await first(
    em,
    db
      .selectFrom("currency")
      .select(["id as currency_id", "code as currency_code", "iso_code", "exchange_rate"])
      .where((eb) => {
        const matches = eb.or([
          eb(eb.fn("upper", ["iso_code"]), "=", eb.fn("upper", [eb.val(trimmed)])),
          eb(eb.fn("lower", ["code"]), "=", eb.fn("lower", [eb.val(trimmed)])),
          eb("id", "=", id),
        ]);
        return eb.and([eb.ref("is_active"), eb.or([...(trimmed ? [matches] : []), ...(orDefault ? [eb.ref("is_default")] : [])])]);
      })
      .orderBy("is_default")
      .orderBy("id")
      .limit(1),
  );
  return row ?? null;
}
