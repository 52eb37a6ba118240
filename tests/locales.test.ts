// Every translation namespace exists in tr, en and ar with exactly the same keys, no empty values and the same
// {{placeholders}}; and the locale routing helpers behave as the storefront needs.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  localeFromAcceptLanguage,
  localeFromParam,
  localizePath,
  stripLocalePrefix,
} from "../app/utils/locale";

const LANGUAGES = ["tr", "en", "ar"] as const;
const root = path.resolve(__dirname, "../locales");

const namespaces = [
  ...new Set(LANGUAGES.flatMap((lang) => readdirSync(path.join(root, lang)).filter((file) => file.endsWith(".json")))),
].sort();

function read(lang: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(root, lang, file), "utf8"));
}

/** key path → value, for every leaf. */
function flatten(value: unknown, prefix = ""): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path_, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) entries.set(path_, leaf);
    }
  } else {
    entries.set(prefix, value);
  }
  return entries;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** A key without its plural form: every language has the same families, each with its own forms. */
const family = (key: string) => key.replace(PLURAL_SUFFIX, "");

/** Every TypeScript source file under the given folders of the project. */
function sourceFiles(folders: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return name === "node_modules" ? [] : walk(full);
      return /\.tsx?$/.test(name) ? [full] : [];
    });
  return folders.flatMap((folder) => walk(path.resolve(__dirname, "..", folder)));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("locale catalogues", () => {
  it("has the namespaces the storefront needs", () => {
    expect(namespaces).toEqual(expect.arrayContaining(["common.json", "cookies.json", "errors.json"]));
  });

  it("has a message for every error code of the schema (the GraphQL layer writes messages from codes)", () => {
    const schema = readFileSync(path.resolve(__dirname, "../schema.graphql"), "utf8");
    const codes = /enum ErrorCode \{([^}]*)\}/.exec(schema)?.[1].split(/\s+/).filter((word) => /^[A-Z_0-9]+$/.test(word)) ?? [];
    expect(codes.length).toBeGreaterThan(10);
    const keys = flatten(read("tr", "errors.json"));
    expect(codes.filter((code) => !keys.has(code.toLowerCase()))).toEqual([]);
  });

  describe.each(namespaces)("%s", (file) => {
    it("exists in every language", () => {
      for (const lang of LANGUAGES) expect(existsSync(path.join(root, lang, file)), `${lang}/${file}`).toBe(true);
    });

    it("has the same keys in every language", () => {
      const keysOf = (lang: string) => [...new Set([...flatten(read(lang, file)).keys()].map(family))].sort();
      const reference = keysOf("tr");
      for (const lang of LANGUAGES.slice(1)) expect(keysOf(lang), `${lang}/${file}`).toEqual(reference);
    });

    it("has every plural form each language's grammar asks for (Arabic has six)", () => {
      for (const lang of LANGUAGES) {
        const forms = new Map<string, string[]>();
        for (const key of flatten(read(lang, file)).keys()) {
          const form = PLURAL_SUFFIX.exec(key)?.[1];
          if (form) forms.set(family(key), [...(forms.get(family(key)) ?? []), form]);
        }
        const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort();
        for (const [key, present] of forms) expect(present.sort(), `${lang}/${file} ${key}`).toEqual(needed);
      }
    });

    it("has no empty values and the same placeholders", () => {
      const reference = flatten(read("tr", file));
      for (const lang of LANGUAGES) {
        for (const [key, value] of flatten(read(lang, file))) {
          expect(typeof value === "string" && value.trim().length > 0, `${lang}/${file} ${key}`).toBe(true);
          const expected = reference.get(key) ?? reference.get(`${family(key)}_other`);
          if (typeof value === "string" && typeof expected === "string") {
            // "one item", "two items": the forms for zero, one and two may say the number in words.
            const optional = /_(zero|one|two)$/.test(key) ? ["count"] : [];
            const required = (names: string[]) => names.filter((name) => !optional.includes(name));
            expect(required(placeholders(value)), `${lang}/${file} ${key}`).toEqual(required(placeholders(expected)));
          }
        }
      }
    });
  });

  it("has plural forms for every key the code gives a count (i18next picks a form by it: never \"1 items\")", () => {
    const catalogues = LANGUAGES.map((lang) => namespaces.map((file) => ({ ns: file.replace(/\.json$/, ""), keys: flatten(read(lang, file)) }))).flat();
    const missing: string[] = [];
    for (const file of sourceFiles(["app", "server", "graphql-server"])) {
      const source = readFileSync(file, "utf8");
      // The namespaces a file's bare keys are looked up in: those it asks for, else the default one.
      const asked = [...source.matchAll(/(?:useTranslation|getFixedT)\(\s*(?:[^,()"']+,\s*)?\[?\s*["'](\w+)["']/g)].map((m) => m[1]);
      const defaults = asked.length > 0 ? asked : ["common"];
      for (const [, name] of source.matchAll(/\bt\(\s*["'`]([\w.:]+)["'`]\s*,\s*\{(?:[^}]*[{,])?\s*count\s*[:,}]/g)) {
        const [ns, key] = name.includes(":") ? name.split(":") : [null, name];
        for (const catalogue of catalogues.filter((c) => (ns === null ? defaults.includes(c.ns) : c.ns === ns) && c.keys.has(key))) {
          missing.push(`${path.relative(root, file)}: ${catalogue.ns}:${key} is one text, not plural forms`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("keeps the exact Turkish texts legacy pages and clients use", () => {
    const tr = read("tr", "common.json") as Record<string, Record<string, string>>;
    expect(tr.notFound.title).toBe("Sayfa Bulunamadı");
    expect(tr.offline.message).toBe("İnternet bağlantınızı kontrol ediniz.");
    expect(tr.toast.success).toBe("Başarılı..");
    expect(tr.toast.error).toBe("Başarısız..");
  });
});

describe("locale routing helpers", () => {
  it("maps the optional ($lang) segment: none is tr, en/ar are prefixes, anything else is not a locale", () => {
    expect(localeFromParam(undefined)).toBe("tr");
    expect(localeFromParam("en")).toBe("en");
    expect(localeFromParam("ar")).toBe("ar");
    expect(localeFromParam("tr")).toBeNull();
    expect(localeFromParam("de")).toBeNull();
  });

  it("localizes paths idempotently and keeps query and hash", () => {
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/", "tr")).toBe("/");
    expect(localizePath("/en", "tr")).toBe("/");
    expect(localizePath("/en/cerez-politikasi?x=1#a", "ar")).toBe("/ar/cerez-politikasi?x=1#a");
    expect(localizePath("/ar/x", "ar")).toBe("/ar/x");
    expect(localizePath("/english-tea", "en")).toBe("/en/english-tea");
    expect(localizePath("https://example.com/x", "en")).toBe("https://example.com/x");
    expect(localizePath("//evil.example/x", "en")).toBe("//evil.example/x");
    expect(stripLocalePrefix("/ar")).toBe("/");
    expect(stripLocalePrefix("/arama")).toBe("/arama");
  });

  it("picks the preferred supported language from Accept-Language", () => {
    expect(localeFromAcceptLanguage("ar-SA,ar;q=0.9,en;q=0.8")).toBe("ar");
    expect(localeFromAcceptLanguage("de-DE,de;q=0.9,en;q=0.5")).toBe("en");
    expect(localeFromAcceptLanguage("en;q=0.4,tr;q=0.8")).toBe("tr");
    expect(localeFromAcceptLanguage("de,fr")).toBeNull();
    expect(localeFromAcceptLanguage(null)).toBeNull();
    expect(localeFromAcceptLanguage("en;q=0")).toBeNull();
  });
});
