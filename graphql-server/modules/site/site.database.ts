// The site module's typed builder: its settings, named links and blocks, and the languages a link title may be written in.
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const siteDatabase = moduleDatabase<Tables>()({
  owns: ["site_setting", "page_link", "page_link_translation", "site_block", "site_block_translation"],
  reads: ["language"],
});
