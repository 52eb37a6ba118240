// Initial schema: localization, site settings, header menu, auth tokens. Generated from the entities with
// `orm.schema.getCreateSchemaSQL()` and committed, so PGlite (PG 17) and PostgreSQL 15 run the same SQL.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261121000000Init extends Migration {
  override up(): void {
    this.addSql(`create table "auth_token" ("id" serial primary key, "token_hash" varchar(64) not null, "role" text check ("role" in ('admin', 'customer', 'guest')) not null, "subject_id" int not null, "expires_at" timestamptz not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "auth_token" add constraint "auth_token_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create table "currency" ("id" serial primary key, "code" varchar(8) not null, "iso_code" varchar(3) not null, "name" varchar(64) not null, "symbol" varchar(8) not null, "exchange_rate" numeric(18,8) not null default 1, "decimals" smallint not null default 2, "is_default" boolean not null default false, "is_active" boolean not null default true, "sort" int not null default 0);`);
    this.addSql(`alter table "currency" add constraint "currency_code_unique" unique ("code");`);
    this.addSql(`alter table "currency" add constraint "currency_iso_code_unique" unique ("iso_code");`);
    this.addSql(`create table "header_menu_item" ("id" serial primary key, "parent_id" int null, "url" varchar(255) not null, "sort" int not null default 0, "is_active" boolean not null default true);`);
    this.addSql(`create table "header_menu_item_translation" ("id" serial primary key, "item_id" int not null, "language" varchar(8) not null, "title" varchar(255) not null);`);
    this.addSql(`alter table "header_menu_item_translation" add constraint "header_menu_item_translation_item_id_language_unique" unique ("item_id", "language");`);
    this.addSql(`create table "language" ("id" serial primary key, "code" varchar(8) not null, "name" varchar(64) not null, "direction" text check ("direction" in ('ltr', 'rtl')) not null default 'ltr', "is_default" boolean not null default false, "is_active" boolean not null default true, "sort" int not null default 0);`);
    this.addSql(`alter table "language" add constraint "language_code_unique" unique ("code");`);
    this.addSql(`create table "page_link" ("id" serial primary key, "code" varchar(64) not null, "url" varchar(255) not null, "sort" int not null default 0);`);
    this.addSql(`alter table "page_link" add constraint "page_link_code_unique" unique ("code");`);
    this.addSql(`create table "page_link_translation" ("id" serial primary key, "page_link_id" int not null, "language" varchar(8) not null, "title" varchar(255) not null);`);
    this.addSql(`alter table "page_link_translation" add constraint "page_link_translation_page_link_id_language_unique" unique ("page_link_id", "language");`);
    this.addSql(`create table "site_block" ("id" serial primary key, "code" varchar(64) not null, "section" text check ("section" in ('header', 'left', 'center', 'right', 'footer')) not null, "page" varchar(64) null, "type" varchar(32) not null, "sort" int not null default 0, "is_active" boolean not null default true);`);
    this.addSql(`alter table "site_block" add constraint "site_block_code_unique" unique ("code");`);
    this.addSql(`create table "site_block_translation" ("id" serial primary key, "block_id" int not null, "language" varchar(8) not null, "title" varchar(255) not null default '', "content" text not null default '');`);
    this.addSql(`alter table "site_block_translation" add constraint "site_block_translation_block_id_language_unique" unique ("block_id", "language");`);
    this.addSql(`create table "site_setting" ("code" varchar(64) not null, "scope" text check ("scope" in ('public', 'setting', 'config')) not null default 'public', "value" text not null default '', constraint "site_setting_pkey" primary key ("code"));`);
    this.addSql(`alter table "header_menu_item" add constraint "header_menu_item_parent_id_foreign" foreign key ("parent_id") references "header_menu_item" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "header_menu_item_translation" add constraint "header_menu_item_translation_item_id_foreign" foreign key ("item_id") references "header_menu_item" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "page_link_translation" add constraint "page_link_translation_page_link_id_foreign" foreign key ("page_link_id") references "page_link" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "site_block_translation" add constraint "site_block_translation_block_id_foreign" foreign key ("block_id") references "site_block" ("id") on update cascade on delete cascade;`);
  }

  override down(): void {
    for (const table of [
      "header_menu_item_translation",
      "header_menu_item",
      "site_block_translation",
      "site_block",
      "page_link_translation",
      "page_link",
      "site_setting",
      "currency",
      "language",
      "auth_token",
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
