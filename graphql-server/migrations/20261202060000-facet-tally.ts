// The facet tally (catalog/listing/facet-tally.ts): its table, the trigger on `product` that appends a -1 row for the group
// a product leaves and a +1 row for the group it joins, and the tally of the products already there. The update
// trigger fires only when a counted column changes: a sale that leaves stock stays out of it.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261202060000FacetTally extends Migration {
  override up(): void {
    this.addSql(`create table "product_facet_tally" ("id" bigserial primary key, "category_id" int null, "brand_id" int null, "in_stock" boolean not null, "property_id" int not null default 0, "n" int not null);`);
    this.addSql(`create index "product_facet_tally_category_index" on "product_facet_tally" ("category_id", "property_id") include ("brand_id", "in_stock", "n");`);
    this.addSql(`create function product_facet_tally_track() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.is_active then
          insert into product_facet_tally (category_id, brand_id, in_stock, property_id, n)
          select old.category_id, old.brand_id, old.stock_total > 0, v.id, -1 from unnest(array_prepend(0, old.property_ids)) as v(id);
        end if;
        if tg_op in ('UPDATE', 'INSERT') and new.is_active then
          insert into product_facet_tally (category_id, brand_id, in_stock, property_id, n)
          select new.category_id, new.brand_id, new.stock_total > 0, v.id, 1 from unnest(array_prepend(0, new.property_ids)) as v(id);
        end if;
        return null;
      end $$;`);
    this.addSql(`create function product_facet_tally_clear() returns trigger language plpgsql as $$
      begin
        delete from product_facet_tally;
        return null;
      end $$;`);
    this.addSql(`create trigger product_facet_tally_track after insert or delete on "product" for each row execute function product_facet_tally_track();`);
    this.addSql(`create trigger product_facet_tally_move after update on "product" for each row
      when (old.is_active is distinct from new.is_active or old.category_id is distinct from new.category_id
            or old.brand_id is distinct from new.brand_id or (old.stock_total > 0) is distinct from (new.stock_total > 0)
            or old.property_ids is distinct from new.property_ids)
      execute function product_facet_tally_track();`);
    this.addSql(`create trigger product_facet_tally_clear after truncate on "product" for each statement execute function product_facet_tally_clear();`);
    this.addSql(`insert into product_facet_tally (category_id, brand_id, in_stock, property_id, n)
      select p.category_id, p.brand_id, p.stock_total > 0, v.id, count(*)
        from product p cross join unnest(array_prepend(0, p.property_ids)) as v(id)
       where p.is_active group by 1, 2, 3, 4;`);
  }

  override down(): void {
    this.addSql(`drop trigger product_facet_tally_clear on "product";`);
    this.addSql(`drop trigger product_facet_tally_move on "product";`);
    this.addSql(`drop trigger product_facet_tally_track on "product";`);
    this.addSql(`drop function product_facet_tally_clear();`);
    this.addSql(`drop function product_facet_tally_track();`);
    this.addSql(`drop table "product_facet_tally";`);
  }
}
