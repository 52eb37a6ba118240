// The header menu's typed builder: its items and their titles (it reads no other module's table).
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const headerMenuDatabase = moduleDatabase<Tables>()({ owns: ["header_menu_item", "header_menu_item_translation"] });
