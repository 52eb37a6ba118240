// The cart's typed builder: its two tables, and the other modules' tables its cart reads join.
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const cartDatabase = moduleDatabase<Tables>()({
  owns: ["cart", "cart_product"],
  reads: [
    "address",
    "currency",
    "guest",
    "product",
    "product_translation",
    "product_image",
    "sub_product",
    "property_translation",
    "personalization",
    "personalization_translation",
    "personalization_option",
    "personalization_option_translation",
    "site_setting",
    "payment_method",
  ],
});
