// The feed files' list as the admin reads it, and their removal.
import type { EntityManager } from "@mikro-orm/core";
import type { XmlFile as XmlFileDto, XmlFileKind, XmlFileStatus } from "../../generated/resolvers-types.js";
import { num, sql, str, strOrNull, type Row } from "../../core/db.js";
import type { MediaStore } from "../../core/media-store.js";
import type { StoredReport } from "./supplier-report.js";

/** The columns every read of a file selects (the import's text stays out: it can be megabytes). */
export const XML_FILE_COLUMNS = `id, kind, name, language, currency_code, media_path, product_count, status, report, admin_id, created_at`;

const qualified = XML_FILE_COLUMNS.split(", ").map((column) => `f.${column}`).join(", ");

export type XmlFileParent = Omit<XmlFileDto, "importReport"> & { importReport: StoredReport | null };

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());

export function toXmlFileDto(row: Row, adminName: string | null = null): XmlFileParent & { __typename: "XmlFile" } {
  const mediaPath = strOrNull(row.media_path);
  return {
    __typename: "XmlFile",
    id: num(row.id),
    kind: str(row.kind).toUpperCase() as XmlFileKind,
    name: str(row.name),
    language: strOrNull(row.language),
    currencyCode: strOrNull(row.currency_code),
    url: mediaPath ? `/media/${mediaPath}` : null,
    productCount: num(row.product_count),
    status: str(row.status).toUpperCase() as XmlFileStatus,
    importReport: (typeof row.report === "string" ? JSON.parse(row.report) : row.report) as StoredReport | null,
    adminName,
    createdAt: iso(row.created_at),
  };
}

export const MAX_FILES_PAGE = 100;

export async function listXmlFiles(em: EntityManager, kind: XmlFileKind | null | undefined, page = 1, pageSize = 20) {
  const size = Math.min(MAX_FILES_PAGE, Math.max(1, Math.floor(pageSize)));
  const current = Math.max(1, Math.floor(page));
  const rows = await sql(
    em,
    `select ${qualified}, a.name as admin_name, count(*) over () as total
       from xml_file f left join admin_user a on a.id = f.admin_id
      where (?::text is null or f.kind = ?)
      order by f.created_at desc, f.id desc
      limit ? offset ?`,
    [kind?.toLowerCase() ?? null, kind?.toLowerCase() ?? null, size, (current - 1) * size],
  );
  return { files: rows.map((row) => toXmlFileDto(row, strOrNull(row.admin_name))), total: rows.length ? num(rows[0]!.total) : 0, page: current, pageSize: size };
}

export async function findXmlFile(em: EntityManager, id: number) {
  const [row] = await sql(em, `select ${qualified}, a.name as admin_name from xml_file f left join admin_user a on a.id = f.admin_id where f.id = ?`, [id]);
  return row ? toXmlFileDto(row, strOrNull(row.admin_name)) : null;
}

/** Removes the row and an export's file; the row first, so a failure to unlink leaves no listed file without a file. */
export async function deleteXmlFile(em: EntityManager, media: MediaStore, id: number): Promise<Row | null> {
  const [row] = await sql(em, `delete from xml_file where id = ? returning ${XML_FILE_COLUMNS}`, [id]);
  if (!row) return null;
  const mediaPath = strOrNull(row.media_path);
  if (mediaPath) await media.remove(mediaPath);
  return row;
}

