// Server-side translations: the same `locales/<language>/<namespace>.json` files the storefront reads, so every text
// a person sees (error messages, mails, order states) is in one place and the parity test covers it. Catalogues are
// read once per namespace and language, on first use.
import { readFileSync } from "node:fs";
import { fromProjectRoot } from "./project-root.js";

/** The shop's default language: unprefixed storefront URLs, and the fallback of every translated text. */
export const DEFAULT_LANGUAGE = "tr";
/** Languages the server has texts for; an unknown language reads the default's texts. */
export const MESSAGE_LANGUAGES = ["tr", "en", "ar"] as const;

type Catalogue = Record<string, unknown>;
const catalogues = new Map<string, Catalogue>();

function catalogue(language: string, namespace: string): Catalogue {
  const key = `${language}/${namespace}`;
  let found = catalogues.get(key);
  if (!found) {
    found = JSON.parse(readFileSync(fromProjectRoot("locales", language, `${namespace}.json`), "utf8")) as Catalogue;
    catalogues.set(key, found);
  }
  return found;
}

const known = (language: string | undefined): string =>
  language && (MESSAGE_LANGUAGES as readonly string[]).includes(language) ? language : DEFAULT_LANGUAGE;

function lookup(language: string, namespace: string, key: string): string | undefined {
  let node: unknown = catalogue(language, namespace);
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Catalogue)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * The text `namespace:key` (dots walk nested objects) in `language`, else in the default language, else undefined.
 * `{{name}}` placeholders are filled from `values`, as i18next does in the storefront.
 */
export function translateOrUndefined(
  language: string | undefined,
  namespace: string,
  key: string,
  values: Record<string, string | number> = {},
): string | undefined {
  const text = lookup(known(language), namespace, key) ?? lookup(DEFAULT_LANGUAGE, namespace, key);
  return text?.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Like translateOrUndefined, but a missing text is a bug: it throws, so tests find it. */
export function translate(language: string | undefined, namespace: string, key: string, values?: Record<string, string | number>): string {
  const text = translateOrUndefined(language, namespace, key, values);
  if (text === undefined) throw new Error(`missing text ${namespace}:${key}`);
  return text;
}
