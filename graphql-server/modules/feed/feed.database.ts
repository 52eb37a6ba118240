// The feed module's typed builder: its XML files, and the admins' table the file list names their makers from.
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const feedDatabase = moduleDatabase<Tables>()({
  owns: ["xml_file"],
  reads: ["admin_user"],
});
