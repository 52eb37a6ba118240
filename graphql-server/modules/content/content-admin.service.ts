// The admin's side of content pages: list, read with every language's texts, create and edit, switch on or off,
// delete. An edit that changes a title or a body makes a new version (the number grows by one and the texts are
// kept in content_page_version), so an order or a consent can say which wording it accepted. Every write is audited.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import { intList, iso, num, sql, str } from "../../core/db.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { safeHtml } from "../../../shared/safe-html.js";
import { notFound, operationError, type OperationErrorResult } from "../../core/errors.js";
import { audit, type AuditScope } from "../../core/audit.js";
import { asOperationError, refusable, Refusal } from "../../core/refusal.js";
import {
  codeSchema,
  idSchema,
  isUniqueViolation,
  languageSchema,
  likeTerm,
  MAX_TEXTS,
  paging,
  refusal,
  seoLinkSchema,
  sortSchema,
  textFieldOf,
  textsProblem,
  unknownLanguage,
} from "./admin-input.js";

export interface ContentText {
  language: string;
  title: string;
  seoLink: string;
  seoTitle: string;
  seoDescription: string;
  content: string;
}

export interface AdminContentPageRecord {
  id: number;
  code: string;
  type: string;
  sort: number;
  isActive: boolean;
  version: number;
  updatedAt: string;
  /** The default language's title (the list shows it). */
  title: string;
  texts: ContentText[];
}

const textSchema = z.object({
  language: languageSchema,
  title: z.string().trim().min(1).max(255),
  seoLink: seoLinkSchema,
  seoTitle: z.string().trim().max(255).nullish(),
  seoDescription: z.string().trim().max(2000).nullish(),
  content: z.string().max(500_000).transform(safeHtml).nullish(),
});

const pageSchema = z.object({
  id: idSchema.nullish(),
  code: codeSchema(64),
  type: codeSchema(32),
  sort: sortSchema.nullish(),
  isActive: z.boolean().nullish(),
  texts: z.array(textSchema).min(1).max(MAX_TEXTS),
});

async function textsOf(em: EntityManager, pageIds: number[]): Promise<Map<number, ContentText[]>> {
  const byPage = new Map<number, ContentText[]>();
  if (!pageIds.length) return byPage;
  const rows = await sql(
    em,
    `select page_id, language, title, seo_link, seo_title, seo_description, content from content_page_translation
      where page_id = any(?::int[]) order by language <> ? , language`,
    [intList(pageIds), DEFAULT_LANGUAGE],
  );
  for (const r of rows) {
    const list = byPage.get(num(r.page_id)) ?? [];
    list.push({ language: str(r.language), title: str(r.title), seoLink: str(r.seo_link), seoTitle: str(r.seo_title), seoDescription: str(r.seo_description), content: str(r.content) });
    byPage.set(num(r.page_id), list);
  }
  return byPage;
}

function toRecord(r: Record<string, unknown>, texts: ContentText[]): AdminContentPageRecord {
  return {
    id: num(r.id),
    code: str(r.code),
    type: str(r.type),
    sort: num(r.sort),
    isActive: Boolean(r.is_active),
    version: num(r.version),
    updatedAt: iso(r.updated_at),
    title: texts.find((t) => t.language === DEFAULT_LANGUAGE)?.title ?? texts[0]?.title ?? "",
    texts,
  };
}

export interface ContentPageQuery {
  search?: string | null;
  type?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

/** Pages by type and order, filtered by a part of a code or a title in any language. */
export async function adminContentPages(em: EntityManager, query: ContentPageQuery) {
  const { page, pageSize, offset } = paging(query.page, query.pageSize);
  const term = likeTerm(query.search);
  const where = `(?::text is null or c.code ilike ? or exists (select 1 from content_page_translation t where t.page_id = c.id and t.title ilike ?))
    and (?::text is null or c.type = ?)`;
  const params = [term, term, term, query.type || null, query.type || null];
  const [rows, [count]] = [
    await sql(em, `select c.* from content_page c where ${where} order by c.type, c.sort, c.id limit ? offset ?`, [...params, pageSize, offset]),
    await sql(em, `select count(*) as n from content_page c where ${where}`, params),
  ];
  const texts = await textsOf(
    em,
    rows.map((r) => num(r.id)),
  );
  return { items: rows.map((r) => toRecord(r, texts.get(num(r.id)) ?? [])), total: num(count?.n), page, pageSize };
}

export async function adminContentPage(em: EntityManager, id: number): Promise<AdminContentPageRecord | null> {
  if (!idSchema.safeParse(id).success) return null;
  const [row] = await sql(em, `select * from content_page where id = ?`, [id]);
  if (!row) return null;
  return toRecord(row, (await textsOf(em, [id])).get(id) ?? []);
}

/**
 * Whether shoppers would read other words: a stored text is compared as it is shown (through the allow-list), so
 * saving a text stored before the list was applied, unchanged, makes no new version of a contract.
 */
const wordingChanged = (before: ContentText[], after: ContentText[]) =>
  before.length !== after.length ||
  after.some((text) => !before.some((old) => old.language === text.language && old.title === text.title && safeHtml(old.content) === text.content));

/** Creates (no id) or edits a page with all its texts; a language left out of `texts` loses its text. */
export async function saveContentPage(scope: AuditScope, raw: unknown): Promise<AdminContentPageRecord | OperationErrorResult> {
  const parsed = pageSchema.safeParse(raw);
  if (!parsed.success) return refusal(parsed.error, textFieldOf((raw as { texts?: unknown } | null)?.texts));
  const input = parsed.data;
  const problem = textsProblem(input.texts, DEFAULT_LANGUAGE);
  if (problem) return operationError("MISSING_INFORMATION", problem);
  const unknown = await unknownLanguage(scope.em, input.texts.map((t) => t.language));
  if (unknown) return operationError("INVALID_VALUE", `${unknown}.language`);
  const texts: ContentText[] = input.texts.map((t) => ({
    language: t.language,
    title: t.title,
    seoLink: t.seoLink,
    seoTitle: t.seoTitle ?? "",
    seoDescription: t.seoDescription ?? "",
    content: t.content ?? "",
  }));
  try {
    const saved = await refusable(scope.em, asOperationError, async (tx) => {
      const inTx = { em: tx, auth: scope.auth };
      const before = input.id ? await adminContentPage(tx, input.id) : null;
      if (input.id && !before) throw notFound();
      await checkUnique(tx, input.id ?? null, input.code, texts);
      const version = before ? before.version + (wordingChanged(before.texts, texts) ? 1 : 0) : 1;
      const fields = [input.code, input.type, input.sort ?? before?.sort ?? 0, input.isActive ?? before?.isActive ?? true, version];
      const id = before
        ? (await sql(tx, `update content_page set code = ?, type = ?, sort = ?, is_active = ?, version = ?, updated_at = now() where id = ? returning id`, [...fields, before.id]), before.id)
        : num((await sql(tx, `insert into content_page (code, type, sort, is_active, version, updated_at) values (?, ?, ?, ?, ?, now()) returning id`, fields))[0].id);
      await writeTexts(tx, id, texts);
      if (!before || version !== before.version) await keepVersion(tx, id, version, texts, scope.auth.admin?.id ?? null);
      await ensureCategory(tx, input.type);
      const after = await adminContentPage(tx, id);
      await audit(inTx, { action: before ? "update" : "create", entity: "content_page", id, before, after });
      return { ok: true as const, id };
    });
    if (!saved.ok) return saved.error;
    return (await adminContentPage(scope.em, saved.id))!;
  } catch (error) {
    if (isUniqueViolation(error)) return operationError("VALUE_TAKEN", "code");
    throw error;
  }
}

async function checkUnique(tx: EntityManager, id: number | null, code: string, texts: ContentText[]): Promise<void> {
  const [sameCode] = await sql(tx, `select id from content_page where code = ? and id is distinct from ?`, [code, id]);
  if (sameCode) throw new Refusal("VALUE_TAKEN", { field: "code" });
  for (const text of texts) {
    const [same] = await sql(tx, `select 1 from content_page_translation where language = ? and seo_link = ? and page_id is distinct from ?`, [text.language, text.seoLink, id]);
    if (same) throw new Refusal("VALUE_TAKEN", { field: `${text.language}.seoLink` });
  }
}

async function writeTexts(tx: EntityManager, pageId: number, texts: ContentText[]): Promise<void> {
  await sql(tx, `delete from content_page_translation where page_id = ? and language not in (?)`, [pageId, texts.map((t) => t.language)]);
  for (const t of texts) {
    await sql(
      tx,
      `insert into content_page_translation (page_id, language, title, seo_link, seo_title, seo_description, content) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (page_id, language) do update set title = excluded.title, seo_link = excluded.seo_link, seo_title = excluded.seo_title,
         seo_description = excluded.seo_description, content = excluded.content`,
      [pageId, t.language, t.title, t.seoLink, t.seoTitle, t.seoDescription, t.content],
    );
  }
}

async function keepVersion(tx: EntityManager, pageId: number, version: number, texts: ContentText[], adminId: number | null): Promise<void> {
  for (const t of texts) {
    await sql(
      tx,
      `insert into content_page_version (page_id, version, language, title, content, admin_id, created_at) values (?, ?, ?, ?, ?, ?, now())
       on conflict (page_id, version, language) do nothing`,
      [pageId, version, t.language, t.title, t.content, adminId],
    );
  }
}

/** A page's type is always a category the admin can name (a new type gets one named by its code). */
async function ensureCategory(tx: EntityManager, code: string): Promise<void> {
  const [created] = await sql(tx, `insert into content_category (code, sort, is_active) values (?, 0, true) on conflict (code) do nothing returning id`, [code]);
  if (created) await sql(tx, `insert into content_category_translation (category_id, language, name) values (?, ?, ?)`, [num(created.id), DEFAULT_LANGUAGE, code]);
}

export async function setContentPageActive(scope: AuditScope, id: number, isActive: boolean): Promise<AdminContentPageRecord> {
  return scope.em.transactional(async (tx) => {
    const before = await adminContentPage(tx, id);
    if (!before) throw notFound();
    await sql(tx, `update content_page set is_active = ?, updated_at = now() where id = ?`, [isActive, id]);
    const after = (await adminContentPage(tx, id))!;
    await audit({ em: tx, auth: scope.auth }, { action: "status", entity: "content_page", id, before: { isActive: before.isActive }, after: { isActive } });
    return after;
  });
}

export async function deleteContentPage(scope: AuditScope, id: number): Promise<boolean> {
  return scope.em.transactional(async (tx) => {
    const before = await adminContentPage(tx, id);
    if (!before) throw notFound();
    await sql(tx, `delete from content_page where id = ?`, [id]);
    await audit({ em: tx, auth: scope.auth }, { action: "delete", entity: "content_page", id, before, after: null });
    return true;
  });
}

/** The wording of one version of a page in a language (what a shopper accepted); null when unknown. */
export async function contentPageVersion(em: EntityManager, code: string, version: number, language: string) {
  const rows = await sql(
    em,
    `select v.version, v.language, v.title, v.content, v.created_at from content_page_version v join content_page c on c.id = v.page_id
      where c.code = ? and v.version = ? order by v.language = ? desc, v.language = ? desc limit 1`,
    [code, version, language, DEFAULT_LANGUAGE],
  );
  return rows[0] ? { version: num(rows[0].version), language: str(rows[0].language), title: str(rows[0].title), content: str(rows[0].content), createdAt: iso(rows[0].created_at) } : null;
}
