// Every ErrorCode of the schema has a real message in tr, en and ar, and so do the REST shim's own keys.
import { readFileSync } from "node:fs";
import { buildSchema, isEnumType } from "graphql";
import { describe, expect, it } from "vitest";

const schema = buildSchema(readFileSync(new URL("../../schema.graphql", import.meta.url), "utf8"));
const errorCode = schema.getType("ErrorCode");
const codes = isEnumType(errorCode) ? errorCode.getValues().map((v) => v.name.toLowerCase()) : [];
const restKeys = ["unauthorized", "forbidden", "not_found", "bad_user_input", "internal_error"];
const load = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${lang}/errors.json`, import.meta.url), "utf8")) as Record<string, string>;

describe("locales/*/errors.json", () => {
  const catalogues = { tr: load("tr"), en: load("en"), ar: load("ar") };

  it("covers the whole ErrorCode enum", () => {
    expect(codes.length).toBeGreaterThan(50);
  });

  it.each(Object.keys(catalogues))("%s has a message for every code and REST key", (lang) => {
    const catalogue = catalogues[lang as keyof typeof catalogues];
    const missing = [...codes, ...restKeys].filter((k) => !catalogue[k]?.trim());
    expect(missing).toEqual([]);
  });

  it("has the same keys in every language, and translations differ from Turkish", () => {
    expect(Object.keys(catalogues.en).sort()).toEqual(Object.keys(catalogues.tr).sort());
    expect(Object.keys(catalogues.ar).sort()).toEqual(Object.keys(catalogues.tr).sort());
    for (const k of codes) {
      expect(catalogues.en[k], k).not.toBe(catalogues.tr[k]);
      expect(catalogues.ar[k], k).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
