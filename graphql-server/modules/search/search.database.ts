// The search module's typed builder: its documents (and their version counter), the searched terms and the synonym
// groups, and the catalogue's tables the documents are built from (listed with the reason in index.ts).
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const searchDatabase = moduleDatabase<Tables>()({
  owns: ["search_document", "search_document_version", "search_term", "search_synonym"],
  reads: ["product", "brand", "category", "category_translation", "product_translation"],
});
