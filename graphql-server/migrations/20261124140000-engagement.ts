// Members and products (the catalog module): favourites, back-in-stock alerts, and one comment per member per product.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124140000Engagement extends Migration {
  override up(): void {
    this.addSql(`create table "product_stock_alert" ("id" serial primary key, "customer_id" int not null, "product_id" int not null, "sub_product_id" int not null default 0, "language" varchar(8) not null, "created_at" timestamptz not null, "notified_at" timestamptz null);`);
    this.addSql(`create index "product_stock_alert_product_id_sub_product_id_index" on "product_stock_alert" ("product_id", "sub_product_id");`);
    this.addSql(`alter table "product_stock_alert" add constraint "product_stock_alert_customer_id_product_id_sub_pr_5e1d4_unique" unique ("customer_id", "product_id", "sub_product_id");`);
    this.addSql(`create table "customer_favorite" ("id" serial primary key, "customer_id" int not null, "product_id" int not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "customer_favorite" add constraint "customer_favorite_customer_id_product_id_unique" unique ("customer_id", "product_id");`);
    this.addSql(`alter table "product_stock_alert" add constraint "product_stock_alert_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "customer_favorite" add constraint "customer_favorite_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "product_comment" add constraint "product_comment_product_id_customer_id_unique" unique ("product_id", "customer_id");`);
  }

  override down(): void {
    this.addSql(`alter table "product_comment" drop constraint "product_comment_product_id_customer_id_unique";`);
    this.addSql(`drop table if exists "customer_favorite" cascade;`);
    this.addSql(`drop table if exists "product_stock_alert" cascade;`);
  }
}
