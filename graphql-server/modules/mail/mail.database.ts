// The mail module's typed builder: its one row of settings (it reads no other module's table).
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const mailDatabase = moduleDatabase<Tables>()({ owns: ["mail_setting"] });
