// Names no other test can have: test files run in parallel workers, each on its own database, but a file may make
// many rows of one kind and some columns are unique (seo links, coupon codes, brand links).
let counter = 0;

/** `prefix-<n>-<random>` in lower case: for seo links and names. */
export function uniqueSlug(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Upper-case letters and digits only: for coupon codes, which the shop stores upper-cased. */
export function uniqueCode(prefix: string): string {
  return uniqueSlug(prefix).replace(/[^a-z0-9]/gi, "").toUpperCase();
}

export const LANGUAGES = ["tr", "en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export type Texts = Record<Language, string>;

/** One text per language, told apart by a language tag, e.g. `{ tr: "Havlu 3 (tr)", … }`. */
export function texts(base: string): Texts {
  return { tr: `${base} (tr)`, en: `${base} (en)`, ar: `${base} (ar)` };
}
