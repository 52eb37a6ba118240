// Indexes the catalogue needs at tens of thousands of products (docs/decisions/064): a product link is looked up
// without its language. Generated with `npx tsx graphql-server/migrations/diff.ts`.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124221600CatalogueAtScale extends Migration {
  override up(): void {
    this.addSql(`create index "product_translation_seo_link_index" on "product_translation" ("seo_link");`);
  }

  override down(): void {
    this.addSql(`drop index "product_translation_seo_link_index";`);
  }
}
