// /api/v1 routes of the localization module: languages and currencies.
import type { Currency, Language, Query } from "../../generated/resolvers-types.js";
import { defineRoute, type RestRoute } from "../../core/rest.js";

const LANGUAGE_FIELDS = "id code name direction isDefault isActive sort";
export const CURRENCY_FIELDS = "id code isoCode name symbol exchangeRate decimals isDefault isActive";

const legacyLanguage = (l: Language) => ({
  id: l.id,
  code: l.code,
  name: l.name,
  direction: l.direction.toLowerCase(),
  is_default: l.isDefault,
  is_active: l.isActive,
  sort: l.sort,
});

export const legacyCurrency = (c: Currency) => ({
  id: c.id,
  code: c.code,
  iso_code: c.isoCode,
  name: c.name,
  symbol: c.symbol,
  exchange_rate: c.exchangeRate,
  decimals: c.decimals,
  is_default: c.isDefault,
  is_active: c.isActive,
});

export const localizationRoutes: RestRoute[] = [
  /** GET /api/v1/language — active languages. 200 {success:true, response:[{id,code,name,direction:"ltr"|"rtl",is_default,is_active,sort}]} */
  defineRoute<Pick<Query, "languages">>({
    method: "GET",
    path: "/api/v1/language",
    access: "public",
    document: `query RestLanguages { languages { ${LANGUAGE_FIELDS} } }`,
    reply: (data) => ({ body: { success: true, response: data.languages.map(legacyLanguage) } }),
  }),
  /** GET /api/v1/language/all — admin: every language. Same shape as /language; 401/403 without an admin token. */
  defineRoute<Pick<Query, "allLanguages">>({
    method: "GET",
    path: "/api/v1/language/all",
    access: "admin",
    document: `query RestAllLanguages { allLanguages { ${LANGUAGE_FIELDS} } }`,
    reply: (data) => ({ body: { success: true, response: data.allLanguages.map(legacyLanguage) } }),
  }),
  /**
   * GET /api/v1/currency — active currencies.
   * 200 {success:true, response:[{id,code,iso_code,name,symbol,exchange_rate,decimals,is_default,is_active}]}
   */
  defineRoute<Pick<Query, "currencies">>({
    method: "GET",
    path: "/api/v1/currency",
    access: "public",
    document: `query RestCurrencies { currencies { ${CURRENCY_FIELDS} } }`,
    reply: (data) => ({ body: { success: true, response: data.currencies.map(legacyCurrency) } }),
  }),
  /** GET /api/v1/currency/all — admin: every currency. Same shape as /currency; 401/403 without an admin token. */
  defineRoute<Pick<Query, "allCurrencies">>({
    method: "GET",
    path: "/api/v1/currency/all",
    access: "admin",
    document: `query RestAllCurrencies { allCurrencies { ${CURRENCY_FIELDS} } }`,
    reply: (data) => ({ body: { success: true, response: data.allCurrencies.map(legacyCurrency) } }),
  }),
];
