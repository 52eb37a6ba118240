// The payment module's typed builder: its tables (the test acquirer's among them), and the other modules' tables its
// reads join — the fee's currency rate, and the orders paid to a bank account.
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const paymentDatabase = moduleDatabase<Tables>()({
  owns: ["bank_account", "payment_method", "payment_method_translation", "test_acquirer_transaction"],
  reads: ["currency", "shop_order"],
});
