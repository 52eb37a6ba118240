// Indexes the catalogue needs at tens of thousands of products (docs/decisions/064): a product link is looked up
// without its language; a category's listing counts its facets from an index that carries the columns they read
// (it replaces the plain category index). Generated with `npx tsx graphql-server/migrations/diff.ts`.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124221600CatalogueAtScale extends Migration {
  override up(): void {
    this.addSql(`create index "product_translation_seo_link_index" on "product_translation" ("seo_link");`);
    this.addSql(`drop index "product_category_id_index";`);
    this.addSql(`create index "product_listing_index" on "product" ("category_id") include ("is_active", "stock_total", "brand_id", "list_price_minor");`);
  }

  override down(): void {
    this.addSql(`drop index "product_listing_index";`);
    this.addSql(`create index "product_category_id_index" on "product" ("category_id");`);
    this.addSql(`drop index "product_translation_seo_link_index";`);
  }
}
