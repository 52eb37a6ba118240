// The order module's typed builder: its tables, and the other modules' tables its order reads join.
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const orderDatabase = moduleDatabase<Tables>()({
  owns: ["shop_order", "order_line", "order_status_history", "order_request", "card_payment"],
  reads: ["bank_account", "payment_method", "payment_method_translation", "content_page"],
});
