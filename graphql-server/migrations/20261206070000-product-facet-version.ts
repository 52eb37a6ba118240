// The facet columns' own version (catalog/listing/facet-columns.ts): a one-row counter and a trigger on `product` that
// moves it once per transaction, at its commit, when a product comes or goes or one of the columns the facets count
// changes (active, brand, category, list price, in stock or not, property values). A sale that leaves stock moves
// nothing, so orders do not make every node load the columns again. Deferred to the commit as the shop's read
// version is: the counter's row lock is the transaction's last act.
import { Migration } from "@mikro-orm/migrations";
import { versionCounter } from "./version-counter.js";

export class Migration20261206070000ProductFacetVersion extends Migration {
  override up(): void {
    for (const statement of versionCounter("product_facet_version")) this.addSql(statement);
    this.addSql(`create constraint trigger product_facet_version_bump after insert or delete on "product"
      deferrable initially deferred for each row execute function product_facet_version_bump();`);
    this.addSql(`create constraint trigger product_facet_version_move after update on "product"
      deferrable initially deferred for each row
      when (old.is_active is distinct from new.is_active or old.brand_id is distinct from new.brand_id
            or old.category_id is distinct from new.category_id or old.list_price_minor is distinct from new.list_price_minor
            or (old.stock_total > 0) is distinct from (new.stock_total > 0) or old.property_ids is distinct from new.property_ids)
      execute function product_facet_version_bump();`);
  }

  override down(): void {
    this.addSql(`drop trigger product_facet_version_move on "product";`);
    this.addSql(`drop trigger product_facet_version_bump on "product";`);
    this.addSql(`drop function product_facet_version_bump();`);
    this.addSql(`drop table "product_facet_version";`);
  }
}
