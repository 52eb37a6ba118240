// The feed module: XML product feeds — the published feed shopping engines read, the feed files an admin exports, and
// supplier feeds an admin imports (dry run, then applied by a background job through the catalogue's functions).
// Its only public face: the shapes codegen maps and the definition createShop composes.
export type { StoredReport } from "./supplier-report.js";
export type { SupplierProblemRecord } from "./feed.resolvers.js";

import { defineModule } from "../../core/module.js";
import { XmlFileSchema } from "./feed.entities.js";
import {
  createXmlProductFileResultResolvers,
  feedMutations,
  feedQueries,
  supplierImportReportResolvers,
  supplierImportResultResolvers,
  supplierItemProblemResolvers,
} from "./feed.resolvers.js";
import { feedRoutes } from "./feed.rest.js";
import { supplierImportJob } from "./supplier-import.service.js";
import { feedDatabase } from "./feed.database.js";

export const feedModule = defineModule({
  name: "feed",
  publicReads: { productFeed: {} },
  // Other modules' tables its reads join (feed.database.ts): the admin list names who made each file.
  database: feedDatabase,
  entities: [XmlFileSchema],
  resolvers: {
    Query: feedQueries,
    Mutation: feedMutations,
    CreateXmlProductFileResult: createXmlProductFileResultResolvers,
    SupplierImportResult: supplierImportResultResolvers,
    SupplierImportReport: supplierImportReportResolvers,
    SupplierItemProblem: supplierItemProblemResolvers,
  },
  routes: [...feedRoutes],
  jobs: [supplierImportJob],
});
