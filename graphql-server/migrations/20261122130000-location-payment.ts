// Location (countries with translated names, states, cities) and the payment read side (bank accounts, payment
// methods with translations). Generated with `npx tsx graphql-server/migrations/diff.ts`.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261122130000LocationPayment extends Migration {
  override up(): void {
    this.addSql(`create table "bank_account" ("id" serial primary key, "bank_name" varchar(128) not null, "account_holder" varchar(255) not null, "account_number" varchar(64) not null, "iban" varchar(34) not null, "branch" varchar(128) not null default '', "currency" varchar(3) not null default 'TRY', "sort" int not null default 0, "is_active" boolean not null default true);`);
    this.addSql(`alter table "bank_account" add constraint "bank_account_iban_unique" unique ("iban");`);
    this.addSql(`create table "country" ("id" serial primary key, "code" varchar(8) not null, "phone_code" varchar(8) not null default '', "sort" int not null default 0, "is_active" boolean not null default true);`);
    this.addSql(`alter table "country" add constraint "country_code_unique" unique ("code");`);
    this.addSql(`create table "country_translation" ("id" serial primary key, "country_id" int not null, "language" varchar(8) not null, "name" varchar(128) not null);`);
    this.addSql(`alter table "country_translation" add constraint "country_translation_country_id_language_unique" unique ("country_id", "language");`);
    this.addSql(`create table "payment_method" ("id" serial primary key, "code" varchar(32) not null, "enabled" boolean not null default false, "sort" int not null default 0, "fee_minor" bigint not null default 0, "fee_currency" varchar(3) not null default 'TRY', "config" jsonb not null default '{}');`);
    this.addSql(`alter table "payment_method" add constraint "payment_method_code_unique" unique ("code");`);
    this.addSql(`create table "payment_method_translation" ("id" serial primary key, "method_id" int not null, "language" varchar(8) not null, "name" varchar(128) not null, "description" text not null default '');`);
    this.addSql(`alter table "payment_method_translation" add constraint "payment_method_translation_method_id_language_unique" unique ("method_id", "language");`);
    this.addSql(`create table "state" ("id" serial primary key, "country_id" int not null, "code" varchar(8) not null default '', "name" varchar(128) not null, "sort" int not null default 0, "is_active" boolean not null default true);`);
    this.addSql(`create index "state_country_id_index" on "state" ("country_id");`);
    this.addSql(`create table "city" ("id" serial primary key, "state_id" int not null, "name" varchar(128) not null, "sort" int not null default 0, "is_active" boolean not null default true);`);
    this.addSql(`create index "city_state_id_index" on "city" ("state_id");`);
    this.addSql(`alter table "country_translation" add constraint "country_translation_country_id_foreign" foreign key ("country_id") references "country" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "payment_method_translation" add constraint "payment_method_translation_method_id_foreign" foreign key ("method_id") references "payment_method" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "state" add constraint "state_country_id_foreign" foreign key ("country_id") references "country" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "city" add constraint "city_state_id_foreign" foreign key ("state_id") references "state" ("id") on update cascade on delete cascade;`);
  }

  override down(): void {
    for (const table of ["city", "state", "country_translation", "country", "payment_method_translation", "payment_method", "bank_account"]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
