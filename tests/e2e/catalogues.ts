// Accessible names in the tests come from the locale files, so a copy change cannot silently break a test and a
// missing translation shows up as a failing locator.
import { readFileSync } from "node:fs";
import path from "node:path";
import type commonCatalogue from "../../locales/tr/common.json";
import type catalogCatalogue from "../../locales/tr/catalog.json";
import type cookiesCatalogue from "../../locales/tr/cookies.json";

type Lang = "tr" | "en" | "ar";

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

/** Runs a describe block twice: with JavaScript and without (every key flow must work both ways). */
export const JS_MODES = [
  { js: true, title: "with JavaScript" },
  { js: false, title: "without JavaScript" },
] as const;
