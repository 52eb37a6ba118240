// Guests and carts: guest (public code; tokens live in auth_token, role guest), cart (one per shopper) and cart
// product lines (unique line identity per cart). Generated with `npx tsx graphql-server/migrations/diff.ts`.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261122120000GuestCart extends Migration {
  override up(): void {
    this.addSql(`create table "guest" ("id" serial primary key, "code" varchar(36) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "guest" add constraint "guest_code_unique" unique ("code");`);
    this.addSql(`create table "cart" ("id" serial primary key, "shopper_kind" text check ("shopper_kind" in ('guest', 'customer')) not null, "shopper_id" int not null, "currency_id" int not null, "is_gift_cart" boolean not null default false, "is_gift_note_active" boolean not null default false, "gift_note" text not null default '', "general_note" text not null default '', "is_delivery_date_active" boolean not null default false, "delivery_date" varchar(32) null, "selected_campaign_id" int null, "coupon_code" varchar(64) null, "cargo_id" int null, "invoice_address_id" int null, "delivery_address_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "cart" add constraint "cart_shopper_kind_shopper_id_unique" unique ("shopper_kind", "shopper_id");`);
    this.addSql(`create table "cart_product" ("id" serial primary key, "cart_id" int not null, "product_id" int not null, "sub_product_id" int null, "quantity" int not null, "personalizations" jsonb not null, "line_key" varchar(96) not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "cart_product" add constraint "cart_product_cart_id_line_key_unique" unique ("cart_id", "line_key");`);
    this.addSql(`alter table "cart" add constraint "cart_currency_id_foreign" foreign key ("currency_id") references "currency" ("id") on update cascade;`);
    this.addSql(`alter table "cart_product" add constraint "cart_product_cart_id_foreign" foreign key ("cart_id") references "cart" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "cart_product" add constraint "cart_product_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "cart_product" add constraint "cart_product_sub_product_id_foreign" foreign key ("sub_product_id") references "sub_product" ("id") on update cascade on delete cascade;`);
  }

  override down(): void {
    for (const table of ["cart_product", "cart", "guest"]) this.addSql(`drop table if exists "${table}" cascade;`);
  }
}
