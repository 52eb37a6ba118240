// The feed files' list as the admin reads it, and their removal.
import type { EntityManager } from "@mikro-orm/core";
import type { Selectable } from "kysely";
import type { XmlFile as XmlFileDto, XmlFileKind, XmlFileStatus } from "../../generated/resolvers-types.js";
import type { XmlFileTable } from "../../generated/database.js";
import { first, rows } from "../../core/database.js";
import type { MediaStore } from "../../core/media-store.js";
import { feedDatabase as db } from "./feed.database.js";
import type { StoredReport } from "./supplier-report.js";

/** The columns every read of a file selects (the import's text stays out: it can be megabytes). */
export const XML_FILE_COLUMNS = ["id", "kind", "name", "language", "currency_code", "media_path", "product_count", "status", "report", "admin_id", "created_at"] as const;

export type XmlFileRow = Pick<Selectable<XmlFileTable>, (typeof XML_FILE_COLUMNS)[number]>;

const qualified = XML_FILE_COLUMNS.map((column) => `f.${column}` as const);

export type XmlFileParent = Omit<XmlFileDto, "importReport"> & { importReport: StoredReport | null };

export function toXmlFileDto(row: XmlFileRow, adminName: string | null = null): XmlFileParent & { __typename: "XmlFile" } {
  return {
    __typename: "XmlFile",
    id: row.id,
    kind: row.kind.toUpperCase() as XmlFileKind,
    name: row.name,
    language: row.language,
    currencyCode: row.currency_code,
    url: row.media_path ? `/media/${row.media_path}` : null,
    productCount: row.product_count,
    status: row.status.toUpperCase() as XmlFileStatus,
    importReport: (typeof row.report === "string" ? JSON.parse(row.report) : row.report) as StoredReport | null,
    adminName,
    createdAt: row.created_at.toISOString(),
  };
}

export const MAX_FILES_PAGE = 100;

/** The files with the name of the admin who made each. */
const withAdmins = () => db.selectFrom("xml_file as f").leftJoin("admin_user as a", "a.id", "f.admin_id").select([...qualified, "a.name as admin_name"]);

export async function listXmlFiles(em: EntityManager, kind: XmlFileKind | null | undefined, page = 1, pageSize = 20) {
  const size = Math.min(MAX_FILES_PAGE, Math.max(1, Math.floor(pageSize)));
  const current = Math.max(1, Math.floor(page));
  const files = await rows(
    em,
    withAdmins()
      .select((eb) => eb.fn.countAll<number>().over().as("total"))
      .$if(!!kind, (q) => q.where("f.kind", "=", kind!.toLowerCase()))
      .orderBy("f.created_at", "desc")
      .orderBy("f.id", "desc")
      .limit(size)
      .offset((current - 1) * size),
  );
  return { files: files.map((row) => toXmlFileDto(row, row.admin_name)), total: files[0]?.total ?? 0, page: current, pageSize: size };
}

export async function findXmlFile(em: EntityManager, id: number) {
  const row = await first(em, withAdmins().where("f.id", "=", id));
  return row ? toXmlFileDto(row, row.admin_name) : null;
}

/** Removes the row and an export's file; the row first, so a failure to unlink leaves no listed file without a file. */
export async function deleteXmlFile(em: EntityManager, media: MediaStore, id: number): Promise<XmlFileRow | null> {
  const row = await first(em, db.deleteFrom("xml_file").where("id", "=", id).returning(XML_FILE_COLUMNS));
  if (!row) return null;
  if (row.media_path) await media.remove(row.media_path);
  return row;
}
