// GraphQL fields of the feed module: a few lines each; the rules live in the services.
import { requireAdmin } from "../../core/context.js";
import { formError } from "../../core/form.js";
import { codedMessage } from "../../core/messages.js";
import type {
  CreateXmlProductFileResultResolvers,
  MutationResolvers,
  QueryResolvers,
  SupplierImportReportResolvers,
  SupplierImportResultResolvers,
  SupplierItemProblemResolvers,
} from "../../generated/resolvers-types.js";
import { audit } from "../../core/audit.js";
import { createProductFeedFile, renderProductFeed } from "./product-feed.service.js";
import { applyDraftImport, importSupplierXml } from "./supplier-import.service.js";
import { deleteXmlFile, findXmlFile, listXmlFiles } from "./xml-file.read.js";

/** A problem of the report as the schema shows it: its message is written in the reader's language. */
export interface SupplierProblemRecord {
  item: number;
  messageKey: string;
}

export const feedQueries: QueryResolvers = {
  xmlFiles: (_p, args, ctx) => {
    requireAdmin(ctx, "catalogue");
    return listXmlFiles(ctx.em, args.kind, args.page ?? 1, args.pageSize ?? 20);
  },
  xmlFile: (_p, { id }, ctx) => {
    requireAdmin(ctx, "catalogue");
    return findXmlFile(ctx.em, id);
  },
  productFeed: async (_p, args, ctx) => (await renderProductFeed(ctx, args.currency?.trim() || null)).xml,
};

export const feedMutations: MutationResolvers = {
  createXmlProductFile: async (_p, { input }, ctx) => {
    const file = await createProductFeedFile(ctx, input);
    return file ?? formError([{ field: "currency", key: "unknown_currency" }]);
  },
  deleteXmlFile: async (_p, { id }, ctx) => {
    requireAdmin(ctx, "catalogue");
    const row = await deleteXmlFile(ctx.em, ctx.media, id);
    if (row) await audit(ctx, { action: "delete", entity: "xml_file", id, before: { name: row.name, kind: row.kind } });
    return row !== null;
  },
  importSupplierXml: (_p, { input }, ctx) => importSupplierXml(ctx, input),
  applyXmlFile: (_p, { id }, ctx) => applyDraftImport(ctx, id),
};

export const supplierImportReportResolvers: SupplierImportReportResolvers = {
  problems: (report) => report.problems.map((problem) => ({ item: problem.index, messageKey: problem.reason })),
};
export const supplierItemProblemResolvers: SupplierItemProblemResolvers = { message: codedMessage };
export const createXmlProductFileResultResolvers: CreateXmlProductFileResultResolvers = { __resolveType: (result) => result.__typename };
export const supplierImportResultResolvers: SupplierImportResultResolvers = { __resolveType: (result) => result.__typename };
