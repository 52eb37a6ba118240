// Cart promotions and cargo (issue 4): cart campaigns (campaign.kind, minimum cart amount, free cargo), coupon codes
// with their uses, cargo companies. Generated with `npx tsx graphql-server/migrations/diff.ts`.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261122140000Promotions extends Migration {
  override up(): void {
    this.addSql(`alter table "campaign" add column "kind" text check ("kind" in ('price', 'cart')) not null default 'price', add column "min_cart_amount_minor" bigint null, add column "is_free_cargo" boolean not null default false;`);
    this.addSql(`create table "coupon" ("id" serial primary key, "code" varchar(64) not null, "discount_percent" smallint null, "discount_amount_minor" bigint null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "is_active" boolean not null default true, "min_cart_amount_minor" bigint null, "max_cart_amount_minor" bigint null, "customer_id" int null, "max_uses" int null, "max_uses_per_shopper" int null, "used_count" int not null default 0, "created_at" timestamptz not null);`);
    this.addSql(`alter table "coupon" add constraint "coupon_code_unique" unique ("code");`);
    this.addSql(`create table "coupon_use" ("id" serial primary key, "coupon_id" int not null, "shopper_kind" text check ("shopper_kind" in ('guest', 'customer')) not null, "shopper_id" int not null, "order_id" int not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "coupon_use_coupon_id_shopper_kind_shopper_id_index" on "coupon_use" ("coupon_id", "shopper_kind", "shopper_id");`);
    this.addSql(`alter table "coupon_use" add constraint "coupon_use_coupon_id_order_id_unique" unique ("coupon_id", "order_id");`);
    this.addSql(`alter table "coupon_use" add constraint "coupon_use_coupon_id_foreign" foreign key ("coupon_id") references "coupon" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "cargo_company" ("id" serial primary key, "name" varchar(128) not null, "price_minor" bigint not null, "currency" varchar(3) not null default 'TRY', "free_above_minor" bigint null, "tracking_url" varchar(512) not null default '', "is_active" boolean not null default true, "sort" int not null default 0);`);
  }

  override down(): void {
    for (const table of ["cargo_company", "coupon_use", "coupon"]) this.addSql(`drop table if exists "${table}" cascade;`);
    this.addSql(`alter table "campaign" drop column "kind", drop column "min_cart_amount_minor", drop column "is_free_cargo";`);
  }
}
