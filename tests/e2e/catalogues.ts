// Accessible names in the tests come from the locale files, so a copy change cannot silently break a test and a
// missing translation shows up as a failing locator.
import { readFileSync } from "node:fs";
import path from "node:path";
import type cartCatalogue from "../../locales/tr/cart.json";
import type catalogCatalogue from "../../locales/tr/catalog.json";
import type checkoutCatalogue from "../../locales/tr/checkout.json";
import type commonCatalogue from "../../locales/tr/common.json";
import type cookiesCatalogue from "../../locales/tr/cookies.json";

export type Lang = "tr" | "en" | "ar";

function load<T>(lang: Lang, namespace: string): T {
  return JSON.parse(readFileSync(path.resolve("locales", lang, `${namespace}.json`), "utf8")) as T;
}

export const common = {
  tr: load<typeof commonCatalogue>("tr", "common"),
  en: load<typeof commonCatalogue>("en", "common"),
  ar: load<typeof commonCatalogue>("ar", "common"),
};

export const cookiePolicy = {
  tr: load<typeof cookiesCatalogue>("tr", "cookies"),
  en: load<typeof cookiesCatalogue>("en", "cookies"),
  ar: load<typeof cookiesCatalogue>("ar", "cookies"),
};

export const catalog = {
  tr: load<typeof catalogCatalogue>("tr", "catalog"),
  en: load<typeof catalogCatalogue>("en", "catalog"),
  ar: load<typeof catalogCatalogue>("ar", "catalog"),
};

export const cart = {
  tr: load<typeof cartCatalogue>("tr", "cart"),
  en: load<typeof cartCatalogue>("en", "cart"),
  ar: load<typeof cartCatalogue>("ar", "cart"),
};

export const checkout = {
  tr: load<typeof checkoutCatalogue>("tr", "checkout"),
  en: load<typeof checkoutCatalogue>("en", "checkout"),
  ar: load<typeof checkoutCatalogue>("ar", "checkout"),
};

/** Fills a catalogue text's {{placeholders}}. */
export const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replace(`{{${key}}}`, String(value)), text);

/** The path prefix of a language (Turkish is the default and has none). */
export const prefix = (lang: Lang) => (lang === "tr" ? "" : `/${lang}`);

/** Runs a describe block twice: with JavaScript and without (every key flow must work both ways). */
export const JS_MODES = [
  { js: true, title: "with JavaScript" },
  { js: false, title: "without JavaScript" },
] as const;
