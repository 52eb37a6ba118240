// A category listing merges the first rows of each category of its subtree (catalog/listing/listing.service.ts): these
// indexes give those rows in the storefront's order and by price. Generated with
// `npx tsx graphql-server/migrations/diff.ts` (the include lists, which it does not compare, by hand).
import { Migration } from "@mikro-orm/migrations";

export class Migration20261202050000CategoryHeads extends Migration {
  override up(): void {
    this.addSql(`create index "product_category_sort_index" on "product" ("category_id", "sort", "id" desc) include ("is_active", "stock_total");`);
    this.addSql(`create index "product_category_price_index" on "product" ("category_id", "list_price_minor", "id") include ("is_active", "stock_total");`);
  }

  override down(): void {
    this.addSql(`drop index "product_category_price_index";`);
    this.addSql(`drop index "product_category_sort_index";`);
  }
}
