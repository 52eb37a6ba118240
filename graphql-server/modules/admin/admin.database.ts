// The admin module's typed builder: the admins' table, and the kernel's audit log it lists.
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const adminDatabase = moduleDatabase<Tables>()({ owns: ["admin_user"], reads: ["admin_audit"] });
