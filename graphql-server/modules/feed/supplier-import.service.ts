// Importing a supplier's feed: read it with the admin's mapping, set it against the catalogue and report what would
// change (a dry run changes nothing); with `apply`, keep the file and let a background job apply it — on the
// catalogue as it is when the job runs, in one transaction, with the final report stored on the file.
import type { EntityManager } from "@mikro-orm/core";
import { requireAdmin, type ShopContext } from "../../core/context.js";
import { first, rows, sql } from "../../core/database.js";
import { formError, type FieldProblem } from "../../core/form.js";
import { defineJob, type JobSender } from "../../core/jobs.js";
import { isStorableText } from "../../core/unstorable-text.js";
import { audit } from "../../core/audit.js";
import { applySupplierUpdates, supplierUnits } from "../catalog/index.js";
import { feedDatabase as db } from "./feed.database.js";
import { compareFeed, type StoredReport } from "./supplier-report.js";
import { isFieldName, isItemPath, MAX_FEED_CHARACTERS, parseXml, readSupplierItems, UnreadableXml, type SupplierMapping } from "./supplier-xml.js";
import { toXmlFileDto, XML_FILE_COLUMNS } from "./xml-file.read.js";

export interface SupplierXmlInput extends SupplierMapping {
  content: string;
  name?: string | null;
  apply?: boolean | null;
  keep?: boolean | null;
}

function mappingProblems(input: SupplierXmlInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!input.content.trim()) problems.push({ field: "content", key: "field_required_xml" });
  else if (input.content.length > MAX_FEED_CHARACTERS) problems.push({ field: "content", key: "xml_too_large" });
  if (!input.itemPath.trim()) problems.push({ field: "itemPath", key: "field_required_xml_item_path" });
  else if (!isItemPath(input.itemPath)) problems.push({ field: "itemPath", key: "xml_field_name_invalid" });
  if (!input.codeField.trim()) problems.push({ field: "codeField", key: "field_required_xml_code_field" });
  else if (!isFieldName(input.codeField.trim())) problems.push({ field: "codeField", key: "xml_field_name_invalid" });
  for (const field of ["priceField", "stockField"] as const) {
    const value = input[field]?.trim();
    if (value && !isFieldName(value)) problems.push({ field, key: "xml_field_name_invalid" });
  }
  if (input.name && (input.name.length > 120 || !isStorableText(input.name))) problems.push({ field: "name", key: "field_too_long" });
  return problems;
}

const cleanMapping = (input: SupplierMapping): SupplierMapping => ({
  itemPath: input.itemPath.trim(),
  codeField: input.codeField.trim(),
  matchBy: input.matchBy,
  priceField: input.priceField?.trim() || null,
  stockField: input.stockField?.trim() || null,
});

/** The feed against today's catalogue: what applying it would change. */
async function compare(em: EntityManager, content: string, mapping: SupplierMapping) {
  const read = readSupplierItems(parseXml(content), mapping);
  const units = await supplierUnits(em, mapping.matchBy, read.items.map((item) => item.code));
  return compareFeed(read, units);
}

export async function importSupplierXml(ctx: ShopContext, input: SupplierXmlInput) {
  requireAdmin(ctx, "catalogue");
  const problems = mappingProblems(input);
  if (problems.length) return formError(problems);
  const mapping = cleanMapping(input);
  let compared: Awaited<ReturnType<typeof compare>>;
  try {
    compared = await compare(ctx.em, input.content, mapping);
  } catch (error) {
    if (error instanceof UnreadableXml) return formError([{ field: "content", key: "xml_not_readable" }]);
    throw error;
  }
  if (compared.report.items === 0) return formError([{ field: "itemPath", key: "xml_no_items" }]);
  if (!input.apply && !input.keep) return { __typename: "SupplierImportPreview" as const, report: compared.report };

  const name = input.name?.trim() || `supplier-${new Date().toISOString().slice(0, 16).replace("T", "-")}.xml`;
  return ctx.em.transactional(async (tx) => {
    const row = await first(
      tx,
      db
        .insertInto("xml_file")
        .values({
          kind: "import",
          name,
          content: input.content,
          mapping: JSON.stringify(mapping),
          product_count: compared.report.items,
          status: input.apply ? "queued" : "draft",
          report: JSON.stringify(compared.report),
          admin_id: ctx.auth.admin?.id ?? null,
          created_at: sql<Date>`now()`,
        })
        .returning(XML_FILE_COLUMNS),
    );
    const fileId = row!.id;
    await audit({ em: tx, auth: ctx.auth }, { action: input.apply ? "import" : "draft", entity: "xml_file", id: fileId, after: { name, mapping, items: compared.report.items, changes: compared.report.changed } });
    if (input.apply) await queueImport(tx, ctx.jobs, fileId);
    return toXmlFileDto(row!);
  });
}

const queueImport = (tx: EntityManager, jobs: JobSender, fileId: number) => jobs.send(supplierImportJob, { fileId }, { em: tx, singletonKey: `supplier-import-${fileId}` });

/** Applies a draft: queued for the job, which reads it against the catalogue as it is then. */
export async function applyDraftImport(ctx: ShopContext, id: number) {
  requireAdmin(ctx, "catalogue");
  return ctx.em.transactional(async (tx) => {
    const row = await first(
      tx,
      db.updateTable("xml_file").set({ status: "queued" }).where("id", "=", id).where("kind", "=", "import").where("status", "=", "draft").returning(XML_FILE_COLUMNS),
    );
    if (!row) return null;
    await audit({ em: tx, auth: ctx.auth }, { action: "import", entity: "xml_file", id, after: { status: "queued" } });
    await queueImport(tx, ctx.jobs, id);
    return toXmlFileDto(row);
  });
}

async function finish(em: EntityManager, fileId: number, status: "applied" | "failed", report: StoredReport | null) {
  // A failed import keeps the report of its dry run.
  await rows(em, db.updateTable("xml_file").set(report ? { status, report: JSON.stringify(report) } : { status }).where("id", "=", fileId));
}

/** Applies a queued import; a file that no longer reads (or was deleted meanwhile) ends without changing anything. */
export async function applyQueuedImport(em: EntityManager, jobs: JobSender, fileId: number): Promise<void> {
  await em.transactional(async (tx) => {
    const file = await first(tx, db.selectFrom("xml_file").select(["content", "mapping", "status"]).where("id", "=", fileId).where("kind", "=", "import").forUpdate());
    if (!file || file.status !== "queued") return;
    const mapping = (typeof file.mapping === "string" ? JSON.parse(file.mapping) : file.mapping) as SupplierMapping;
    let compared: Awaited<ReturnType<typeof compare>>;
    try {
      compared = await compare(tx, file.content ?? "", mapping);
    } catch (error) {
      if (error instanceof UnreadableXml) return finish(tx, fileId, "failed", null);
      throw error;
    }
    await applySupplierUpdates(tx, jobs, compared.updates);
    await finish(tx, fileId, "applied", compared.report);
  });
}

export const supplierImportJob = defineJob<{ fileId: number }>({
  name: "feed.supplier-import",
  describe: ({ fileId }) => `supplier feed ${fileId}`,
  retryLimit: 3,
  expireInSeconds: 600,
  run: ({ fileId }, { em, jobs }) => applyQueuedImport(em, jobs, fileId),
});
