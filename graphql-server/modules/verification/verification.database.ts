// The verification module's typed builder: its one-time codes and the text (SMS, WhatsApp) settings.
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const verificationDatabase = moduleDatabase<Tables>()({ owns: ["one_time_code", "text_setting"] });
