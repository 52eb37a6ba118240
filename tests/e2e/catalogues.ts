// Accessible names in the tests come from the locale files, so a copy change cannot silently break a test and a
// missing translation shows up as a failing locator.
import { readFileSync } from "node:fs";
import path from "node:path";
import type accountCatalogue from "../../locales/tr/account.json";
import type adminCatalogue from "../../locales/tr/admin.json";
import type cartCatalogue from "../../locales/tr/cart.json";
import type catalogCatalogue from "../../locales/tr/catalog.json";
import type checkoutCatalogue from "../../locales/tr/checkout.json";
import type commonCatalogue from "../../locales/tr/common.json";
import type cookiesCatalogue from "../../locales/tr/cookies.json";
import type errorsCatalogue from "../../locales/tr/errors.json";
import type feedsCatalogue from "../../locales/tr/feeds.json";
import type memberMailCatalogue from "../../locales/tr/member-mail.json";
import type passwordResetCatalogue from "../../locales/tr/password-reset.json";

export type Lang = "tr" | "en" | "ar";

function load<T>(lang: Lang, namespace: string): T {
  return JSON.parse(readFileSync(path.resolve("locales", lang, `${namespace}.json`), "utf8")) as T;
}

/** One namespace's texts in every language, typed by its Turkish file. */
const inEveryLanguage = <T>(namespace: string): Record<Lang, T> => ({
  tr: load<T>("tr", namespace),
  en: load<T>("en", namespace),
  ar: load<T>("ar", namespace),
});

export const common = inEveryLanguage<typeof commonCatalogue>("common");
export const cookiePolicy = inEveryLanguage<typeof cookiesCatalogue>("cookies");
export const catalog = inEveryLanguage<typeof catalogCatalogue>("catalog");
export const cart = inEveryLanguage<typeof cartCatalogue>("cart");
export const checkout = inEveryLanguage<typeof checkoutCatalogue>("checkout");
export const account = inEveryLanguage<typeof accountCatalogue>("account");
export const errors = inEveryLanguage<typeof errorsCatalogue>("errors");
export const passwordReset = inEveryLanguage<typeof passwordResetCatalogue>("password-reset");
export const memberMail = inEveryLanguage<typeof memberMailCatalogue>("member-mail");
export const admin = inEveryLanguage<typeof adminCatalogue>("admin");
export const feeds = inEveryLanguage<typeof feedsCatalogue>("feeds");

/** Fills a catalogue text's {{placeholders}}. */
export const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replace(`{{${key}}}`, String(value)), text);

/** A plural family's text for a count, in the form the language's grammar picks for it (as i18next does). */
export function plural(texts: object, family: string, lang: Lang, count: number): string {
  const key = `${family}_${new Intl.PluralRules(lang).select(count)}`;
  const text = (texts as Record<string, unknown>)[key];
  if (typeof text !== "string") throw new Error(`no plural form ${key}`);
  return fill(text, { count });
}

/** The path prefix of a language (Turkish is the default and has none). */
export const prefix = (lang: Lang) => (lang === "tr" ? "" : `/${lang}`);

/** Runs a describe block twice: with JavaScript and without (every key flow must work both ways). */
export const JS_MODES = [
  { js: true, title: "with JavaScript" },
  { js: false, title: "without JavaScript" },
] as const;
