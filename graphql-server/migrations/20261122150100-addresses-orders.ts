// Issue 4 checkout: the address book, guest contact columns, orders with their lines and status history
// (docs/decisions/014). Generated with `npx tsx graphql-server/migrations/diff.ts` (this module's part only).
import { Migration } from "@mikro-orm/migrations";

export class Migration20261122150100AddressesOrders extends Migration {
  override up(): void {
    this.addSql(`alter table "guest" add column "email" varchar(255) null, add column "phone" varchar(32) null, add column "first_name" varchar(128) null, add column "last_name" varchar(128) null;`);
    this.addSql(`create table "address" ("id" serial primary key, "shopper_kind" text check ("shopper_kind" in ('guest', 'customer')) not null, "shopper_id" int not null, "title" varchar(64) not null, "first_name" varchar(128) not null, "last_name" varchar(128) not null, "phone" varchar(32) not null, "address" text not null, "country_id" int not null, "state_id" int not null, "city_id" int not null, "zip_code" varchar(16) not null default '', "invoice_type" text check ("invoice_type" in ('individual', 'corporate')) not null default 'individual', "identity_number" varchar(11) null, "company_name" varchar(255) null, "tax_office" varchar(128) null, "tax_number" varchar(16) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "address_shopper_kind_shopper_id_index" on "address" ("shopper_kind", "shopper_id");`);
    this.addSql(`alter table "address" add constraint "address_country_id_foreign" foreign key ("country_id") references "country" ("id") on update cascade;`);
    this.addSql(`alter table "address" add constraint "address_state_id_foreign" foreign key ("state_id") references "state" ("id") on update cascade;`);
    this.addSql(`alter table "address" add constraint "address_city_id_foreign" foreign key ("city_id") references "city" ("id") on update cascade;`);
    this.addSql(`create table "shop_order" ("id" serial primary key, "code" varchar(32) not null, "shopper_kind" text check ("shopper_kind" in ('guest', 'customer')) not null, "shopper_id" int not null, "idempotency_key" varchar(128) not null, "status" varchar(32) not null, "payment_code" varchar(32) not null, "door_payment_type" varchar(8) null, "bank_account_id" int null, "language" varchar(8) not null, "currency_code" varchar(3) not null, "currency" varchar(16) not null, "email" varchar(255) not null, "phone" varchar(32) not null, "first_name" varchar(128) not null, "last_name" varchar(128) not null, "invoice_address" jsonb not null, "delivery_address" jsonb not null, "totals" jsonb not null, "grand_total_minor" bigint not null, "cargo_id" int null, "cargo_name" varchar(128) null, "cargo_tracking_url" text null, "cargo_tracking_code" varchar(64) null, "is_gift" boolean not null default false, "gift_note" text not null default '', "general_note" text not null default '', "campaign_id" int null, "campaign_name" varchar(255) null, "coupon_code" varchar(64) null, "contracts_accepted_at" timestamptz not null, "distance_sales_version" varchar(64) not null, "pre_information_version" varchar(64) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "shop_order" add constraint "shop_order_code_unique" unique ("code");`);
    this.addSql(`create index "shop_order_shopper_kind_shopper_id_index" on "shop_order" ("shopper_kind", "shopper_id");`);
    this.addSql(`alter table "shop_order" add constraint "shop_order_shopper_kind_shopper_id_idempotency_key_unique" unique ("shopper_kind", "shopper_id", "idempotency_key");`);
    this.addSql(`create table "order_line" ("id" serial primary key, "order_id" int not null, "product_id" int not null, "sub_product_id" int null, "title" varchar(255) not null, "seo_link" varchar(255) not null, "image" jsonb null, "variant_names" jsonb not null, "quantity" int not null, "unit_price_minor" bigint not null, "personalization_price_minor" bigint not null, "line_total_minor" bigint not null, "personalizations" jsonb not null, "vat_rate" int not null);`);
    this.addSql(`create index "order_line_order_id_index" on "order_line" ("order_id");`);
    this.addSql(`create table "order_status_history" ("id" serial primary key, "order_id" int not null, "status" varchar(32) not null, "note" text not null default '', "created_at" timestamptz not null);`);
    this.addSql(`create index "order_status_history_order_id_index" on "order_status_history" ("order_id");`);
    this.addSql(`alter table "order_line" add constraint "order_line_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "order_status_history" add constraint "order_status_history_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on update cascade on delete cascade;`);
  }

  override down(): void {
    for (const table of ["order_status_history", "order_line", "shop_order", "address"]) this.addSql(`drop table if exists "${table}" cascade;`);
    this.addSql(`alter table "guest" drop column "email", drop column "phone", drop column "first_name", drop column "last_name";`);
  }
}
