// Pieces the admin's record editors share (categories, menus, brands, properties, currencies, …): reading
// per-language texts from an input, seo links, paging and searching a list, inserting and updating a row by a
// column map, and keeping a parent pointer a tree. Pure or plain SQL; no module's rules live here.
import type { EntityManager } from "@mikro-orm/core";
import { requireAdmin, type ShopContext } from "./context.js";
import { BoundArray } from "./bound-parameters.js";
import { num, sql } from "./db.js";
import { badUserInput } from "./errors.js";
import type { FieldProblem } from "./form.js";
import { DEFAULT_LANGUAGE, MESSAGE_LANGUAGES } from "./i18n.js";
import { isStorableText } from "./unstorable-text.js";

/**
 * An admin field's gate: the admin role it needs, then the language its names are read and its messages written
 * in (the field's: its `language` argument, else the request's); a language the shop keeps no texts in is refused.
 */
export function adminLanguage(ctx: ShopContext, role: string): string {
  requireAdmin(ctx, role);
  const lang = ctx.language.toLowerCase();
  if (!TEXT_LANGUAGES.includes(lang)) throw badUserInput("language");
  return lang;
}

/** The languages the shop keeps texts in (the default first). */
export const TEXT_LANGUAGES: readonly string[] = MESSAGE_LANGUAGES;

/**
 * A seo link: lower-case letters (any script: Arabic links are Arabic words) and digits in words joined by single
 * dashes. No slashes, dots or spaces: the storefront reads a link as one path segment.
 */
export const SEO_LINK = /^[\p{Ll}\p{Lo}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{Nd}]+)*$/u;
export const SEO_LINK_MAX = 200;

const TURKISH_LATIN: Record<string, string> = { ç: "c", ğ: "g", ı: "i", ö: "o", ş: "s", ü: "u", â: "a", î: "i", û: "u" };

/** A seo link made from a title: "Çocuk Odası" → "cocuk-odasi", "غرفة النوم" → "غرفة-النوم"; "" when nothing is left. */
export function slugify(title: string): string {
  const lower = title.toLocaleLowerCase("tr").replace(/[çğıöşüâîû]/g, (c) => TURKISH_LATIN[c]);
  // Accents of Latin letters go (é → e).
  // Arabic letters with a hamza are composed again, and their short-vowel marks dropped.
  const plain = lower
    .normalize("NFKD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .normalize("NFC")
    .replace(/\p{M}+/gu, "");
  return plain
    .replace(/[^\p{Ll}\p{Lo}\p{Nd}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SEO_LINK_MAX)
    .replace(/-+$/, "");
}

/** Trimmed text or null when empty; a text over `max` characters or one the database cannot hold is a problem. */
export function readText(value: unknown, field: string, max: number, problems: FieldProblem[]): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== "string" || !isStorableText(value)) {
    problems.push({ field, key: "invalid_characters" });
    return null;
  }
  const text = value.trim();
  if (text.length > max) {
    problems.push({ field, key: "field_too_long" });
    return null;
  }
  return text || null;
}

/** Like readText, and missing is a problem too. */
export function requireText(value: unknown, field: string, max: number, problems: FieldProblem[], requiredKey = "field_required_title"): string {
  const before = problems.length;
  const text = readText(value, field, max, problems);
  if (text === null && problems.length === before) problems.push({ field, key: requiredKey });
  return text ?? "";
}

/** The field name of a per-language text in problems and forms: `title_en`, `seoLink_ar`. */
export const textField = (name: string, language: string) => `${name}_${language}`;

/**
 * Per-language texts of an input: one entry per language at most, languages the shop knows only. A language sent
 * with every field empty is `removed` (reads then fall back to the default language's texts); a language left out
 * keeps what it has. The default language cannot be removed, and a new record (`creating`) must bring it.
 */
export function readLanguageEntries<T extends { language: string }>(
  entries: readonly T[],
  problems: FieldProblem[],
  isEmpty: (entry: T) => boolean,
  { creating, field = "title" }: { creating: boolean; field?: string },
): { kept: T[]; removed: string[] } {
  const seen = new Set<string>();
  const kept: T[] = [];
  const removed: string[] = [];
  for (const entry of entries) {
    if (!TEXT_LANGUAGES.includes(entry.language) || seen.has(entry.language)) {
      problems.push({ field: "language", key: "unknown_language" });
      continue;
    }
    seen.add(entry.language);
    if (entry.language === DEFAULT_LANGUAGE || !isEmpty(entry)) kept.push(entry);
    else removed.push(entry.language);
  }
  if (creating && !seen.has(DEFAULT_LANGUAGE)) problems.push({ field: textField(field, DEFAULT_LANGUAGE), key: field === "name" ? "field_required_name" : "field_required_title" });
  return { kept, removed };
}

/** Writes an owner's texts per language: upserts the kept languages, deletes the removed ones. */
export async function writeLanguageRows(
  em: EntityManager,
  table: string,
  ownerColumn: string,
  ownerId: number,
  kept: readonly Record<string, unknown>[],
  removed: readonly string[],
): Promise<void> {
  if (removed.length) await sql(em, `delete from ${table} where ${ownerColumn} = ? and language = any(?::text[])`, [ownerId, new BoundArray(removed)]);
  for (const row of kept) {
    const columns = Object.keys(row);
    const updates = columns.filter((c) => c !== "language").map((c) => `${c} = excluded.${c}`);
    await sql(
      em,
      `insert into ${table} (${ownerColumn}, ${columns.join(", ")}) values (?, ${columns.map(() => "?").join(", ")})
       on conflict (${ownerColumn}, language) do update set ${updates.join(", ")}`,
      [ownerId, ...Object.values(row)],
    );
  }
}

/** A seo link as given (checked) or made from the title; problems name `field`. */
export function readSeoLink(value: unknown, title: string, field: string, problems: FieldProblem[]): string {
  const given = readText(value, field, SEO_LINK_MAX, problems);
  const link = given ?? slugify(title);
  if (!SEO_LINK.test(link)) {
    if (!problems.some((p) => p.field === field)) problems.push({ field, key: "field_invalid_seo_link" });
    return "";
  }
  return link;
}

// ---- Lists

export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

/** Page 1.. and a page size of 1..100 (20 when not given); anything else falls back rather than failing. */
export function paging(page: number | null | undefined, pageSize: number | null | undefined, fallback = 20): Paging {
  const size = typeof pageSize === "number" && Number.isSafeInteger(pageSize) ? Math.min(Math.max(pageSize, 1), MAX_PAGE_SIZE) : fallback;
  const number = typeof page === "number" && Number.isSafeInteger(page) ? Math.min(Math.max(page, 1), MAX_PAGE) : 1;
  return { page: number, pageSize: size, offset: (number - 1) * size };
}

/** An `ilike` pattern that finds `text` literally (its % and _ are not wildcards). */
export const likePattern = (text: string) => `%${text.slice(0, 100).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A search text worth searching for: trimmed, at most 100 characters, null when empty or unstorable. */
export const searchText = (value: string | null | undefined) => {
  const text = value?.trim().slice(0, 100) ?? "";
  return text && isStorableText(text) ? text : null;
};

// ---- Writes by column map (the column names come from code, the values are bound)

type Columns = Record<string, unknown>;

/** Inserts a row and answers its id. */
export async function insertRow(em: EntityManager, table: string, columns: Columns): Promise<number> {
  const names = Object.keys(columns);
  const rows = await sql(em, `insert into ${table} (${names.join(", ")}) values (${names.map(() => "?").join(", ")}) returning id`, Object.values(columns));
  return num(rows[0].id);
}

/** Updates the row `id`; false when there is none. */
export async function updateRow(em: EntityManager, table: string, id: number, columns: Columns): Promise<boolean> {
  const names = Object.keys(columns);
  const rows = await sql(em, `update ${table} set ${names.map((n) => `${n} = ?`).join(", ")} where id = ? returning id`, [...Object.values(columns), id]);
  return rows.length > 0;
}

// ---- Trees

/** True when hanging `id` under `parentId` would make a loop (the parent is the node itself or one of its own descendants). */
export function wouldLoop(parents: ReadonlyMap<number, number | null>, id: number, parentId: number | null): boolean {
  let at: number | null = parentId;
  // A tree has fewer levels than nodes; the bound keeps an already broken table from looping here.
  for (let steps = 0; at !== null && steps <= parents.size; steps++) {
    if (at === id) return true;
    at = parents.get(at) ?? null;
  }
  return at !== null;
}

/** The parent pointers of a tree table, read after locking it against other writers of the tree. */
export async function lockedParents(em: EntityManager, table: string): Promise<Map<number, number | null>> {
  // Share row exclusive: writers of the tree queue behind each other (two moves cannot each make half a loop),
  // while readers and foreign-key checks from other tables go on.
  await sql(em, `lock table ${table} in share row exclusive mode`);
  const rows = await sql(em, `select id, parent_id from ${table}`);
  return new Map(rows.map((r) => [num(r.id), r.parent_id === null ? null : num(r.parent_id)]));
}

/** Nodes in depth-first order (each parent before its children, siblings in `order`), with their depth. */
export function depthFirst<T extends { id: number; parentId: number | null }>(nodes: readonly T[]): (T & { depth: number })[] {
  const children = new Map<number | null, T[]>();
  const ids = new Set(nodes.map((n) => n.id));
  for (const node of nodes) {
    const parent = node.parentId !== null && ids.has(node.parentId) ? node.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const out: (T & { depth: number })[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const node of children.get(parent) ?? []) {
      out.push({ ...node, depth });
      walk(node.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** Resolves a result union whose members carry their __typename (the admin services set it). */
export const byTypename = { __resolveType: <T extends { __typename: string }>(value: T): T["__typename"] => value.__typename };
