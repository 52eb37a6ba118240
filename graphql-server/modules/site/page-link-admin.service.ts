// The owner edits where the storefront's named links (cart, checkout, contracts, blog …) point and what they are
// called in each language. Codes stay fixed: the storefront links by them.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import { num, sql, str } from "../../core/db.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { notFound, operationError, type OperationErrorResult } from "../../core/errors.js";
import { audit, type AuditScope } from "../../core/audit.js";

export interface AdminPageLinkRecord {
  id: number;
  code: string;
  url: string;
  sort: number;
  titles: { language: string; title: string }[];
}

export async function adminPageLinks(em: EntityManager, id?: number): Promise<AdminPageLinkRecord[]> {
  const rows = await sql(
    em,
    `select l.id, l.code, l.url, l.sort,
       coalesce((select json_agg(json_build_object('language', t.language, 'title', t.title) order by t.language <> ?, t.language)
                   from page_link_translation t where t.page_link_id = l.id), '[]') as titles
       from page_link l where (?::int is null or l.id = ?) order by l.sort, l.id`,
    [DEFAULT_LANGUAGE, id ?? null, id ?? null],
  );
  return rows.map((r) => ({
    id: num(r.id),
    code: str(r.code),
    url: str(r.url),
    sort: num(r.sort),
    titles: (typeof r.titles === "string" ? JSON.parse(r.titles) : r.titles) as AdminPageLinkRecord["titles"],
  }));
}

const linkSchema = z.object({
  id: z.number().int().min(1).max(2_147_483_647),
  url: z.string().trim().min(1).max(255).regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/),
  sort: z.number().int().min(-1_000_000).max(1_000_000).nullish(),
  titles: z
    .array(z.object({ language: z.string().trim().toLowerCase().regex(/^[a-z]{2,8}$/), title: z.string().trim().min(1).max(255) }))
    .min(1)
    .max(10),
});

export async function savePageLink(scope: AuditScope, raw: unknown): Promise<AdminPageLinkRecord | OperationErrorResult> {
  const parsed = linkSchema.safeParse(raw);
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path ?? [];
    const titles = (raw as { titles?: { language?: unknown }[] } | null)?.titles;
    const field = path[0] === "titles" && typeof path[1] === "number" ? `${String(titles?.[path[1]]?.language ?? path[1])}.title` : String(path[0] ?? "input");
    return operationError(parsed.error.issues[0]?.code === "too_small" ? "MISSING_INFORMATION" : "INVALID_VALUE", field);
  }
  const input = parsed.data;
  const known = new Set((await sql(scope.em, `select code from language`)).map((r) => str(r.code)));
  const unknown = input.titles.find((t) => !known.has(t.language));
  if (unknown) return operationError("INVALID_VALUE", `${unknown.language}.title`);
  return scope.em.transactional(async (tx) => {
    const [before] = await adminPageLinks(tx, input.id);
    if (!before) throw notFound();
    await sql(tx, `update page_link set url = ?, sort = ? where id = ?`, [input.url, input.sort ?? before.sort, input.id]);
    await sql(tx, `delete from page_link_translation where page_link_id = ?`, [input.id]);
    for (const t of input.titles) await sql(tx, `insert into page_link_translation (page_link_id, language, title) values (?, ?, ?) on conflict (page_link_id, language) do update set title = excluded.title`, [input.id, t.language, t.title]);
    const [after] = await adminPageLinks(tx, input.id);
    await audit({ em: tx, auth: scope.auth }, { action: "update", entity: "page_link", id: input.id, before, after });
    return after;
  });
}
