// The catalogue's typed builder: its tables, and the other modules' tables its aggregate reads join.
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const catalogDatabase = moduleDatabase<Tables>()({
  owns: [
    "product",
    "product_translation",
    "product_image",
    "product_link",
    "product_comment",
    "product_faq",
    "product_stock_alert",
    "product_facet_tally",
    "product_facet_version",
    "customer_favorite",
    "showcase",
    "showcase_translation",
    "showcase_product",
    "category",
    "category_translation",
    "brand",
    "model",
    "supplier",
    "property_category",
    "property_category_translation",
    "property",
    "property_translation",
    "sub_product",
    "personalization",
    "personalization_translation",
    "personalization_option",
    "personalization_option_translation",
  ],
  reads: ["currency", "content_page", "content_page_translation", "language", "order_line"],
});
