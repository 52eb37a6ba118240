// The search module: product search (full text with typo tolerance), suggestions and the most searched terms.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.

export { rebuildMissingSearchDocuments, refreshSearchDocuments } from "./search.service.js";
export { listSynonyms, replaceSynonyms, type SynonymGroup } from "./synonyms.service.js";

import { defineModule } from "../../core/module.js";
import { SearchDocumentSchema, SearchDocumentVersionSchema, SearchSynonymSchema, SearchTermSchema } from "./search.entities.js";
import { countSearchedTerm, searchQueries } from "./search.resolvers.js";
import { searchRoutes } from "./search.rest.js";
import { synonymsAdminMutations, synonymsAdminQueries, synonymsAdminUnions } from "./synonyms-admin.resolvers.js";
import { refreshSearchDocuments } from "./search.service.js";
import { searchDatabase } from "./search.database.js";

export const searchModule = defineModule({
  name: "search",
  publicReads: { search: { onHit: countSearchedTerm }, searchSuggestions: {} },
  privateTables: ["search_term"],
  // Other modules' tables its reads join (search.database.ts; the SQL check holds it to this list): the documents
  // are built from the products' titles, brands, category paths and site-search words; suggestions name brands.
  database: searchDatabase,
  entities: [SearchDocumentSchema, SearchDocumentVersionSchema, SearchTermSchema, SearchSynonymSchema],
  resolvers: {
    Query: { ...searchQueries, ...synonymsAdminQueries },
    Mutation: synonymsAdminMutations,
    ...synonymsAdminUnions,
  },
  routes: [...searchRoutes],
  services: { searchIndex: { refresh: refreshSearchDocuments } },
});
