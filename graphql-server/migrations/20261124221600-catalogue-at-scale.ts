// Indexes the catalogue needs at tens of thousands of products (docs/decisions/064): a product link is looked up
// without its language; a listing by price picks its page from the price index alone; a category's listing counts
// its facets from an index that carries the columns they read (both replace plain indexes), among them the property
// values of each product's active variants, a derived column filled here and kept by catalog.derived.ts. Generated
// with `npx tsx graphql-server/migrations/diff.ts` (the fill, and the include lists it does not compare, by hand).
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124221600CatalogueAtScale extends Migration {
  override up(): void {
    this.addSql(`create index "product_translation_seo_link_index" on "product_translation" ("seo_link");`);
    this.addSql(`alter table "product" add column "property_ids" int[] not null default '{}';`);
    this.addSql(`drop index "product_category_id_index";`);
    this.addSql(`create index "product_listing_index" on "product" ("category_id") include ("is_active", "stock_total", "brand_id", "list_price_minor", "property_ids");`);
    this.addSql(`drop index "product_list_price_minor_index";`);
    this.addSql(`create index "product_price_index" on "product" ("list_price_minor") include ("id", "category_id", "is_active", "stock_total");`);
    // Filled after the indexes: on a running shop's database the read-cache trigger leaves the update's events pending
    // until commit, and PostgreSQL creates no index on a table with pending trigger events.
    this.addSql(`update product p set property_ids = array(select distinct v.id from sub_product sp cross join lateral (values (sp.property1_id), (sp.property2_id)) as v(id) where sp.product_id = p.id and sp.is_active and v.id is not null order by v.id);`);
  }

  override down(): void {
    this.addSql(`drop index "product_price_index";`);
    this.addSql(`create index "product_list_price_minor_index" on "product" ("list_price_minor");`);
    this.addSql(`drop index "product_listing_index";`);
    this.addSql(`create index "product_category_id_index" on "product" ("category_id");`);
    this.addSql(`alter table "product" drop column "property_ids";`);
    this.addSql(`drop index "product_translation_seo_link_index";`);
  }
}
