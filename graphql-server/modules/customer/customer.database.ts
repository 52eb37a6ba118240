// The customer module's typed builder: its members, consents, sessions, resets, social identities and email checks,
// and the tables of other modules its reads join (listed with the reason in index.ts).
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const customerDatabase = moduleDatabase<Tables>()({
  owns: ["customer", "customer_consent", "password_reset", "customer_session", "customer_social_identity", "email_verification"],
  reads: ["content_page", "country", "state", "city", "auth_token", "shop_order", "order_line", "product_comment"],
});
