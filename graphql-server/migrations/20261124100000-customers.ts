// Members (the customer module): the customer row, individual or corporate, and the history of the consents they gave.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124100000Customers extends Migration {
  override up(): void {
    this.addSql(`create table "customer" ("id" serial primary key, "kind" text check ("kind" in ('individual', 'corporate')) not null default 'individual', "first_name" varchar(128) not null, "last_name" varchar(128) not null, "email" varchar(254) not null, "phone" varchar(32) null, "password_hash" varchar(255) null, "identity_number" varchar(11) null, "birthday" varchar(10) null, "gender" text check ("gender" in ('female', 'male', 'other')) null, "company_name" varchar(255) null, "tax_office" varchar(128) null, "tax_number" varchar(11) null, "home_phone" varchar(32) null, "office_phone" varchar(32) null, "fax" varchar(32) null, "country_id" int null, "state_id" int null, "city_id" int null, "zip_code" varchar(16) null, "image_path" varchar(255) null, "language" varchar(8) not null default 'tr', "commercial_consent" boolean not null default false, "phone_verified_at" timestamptz null, "email_verified_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "deleted_at" timestamptz null);`);
    this.addSql(`alter table "customer" add constraint "customer_email_unique" unique ("email");`);
    this.addSql(`alter table "customer" add constraint "customer_phone_unique" unique ("phone");`);
    this.addSql(`create table "customer_consent" ("id" serial primary key, "customer_id" int not null, "kind" text check ("kind" in ('kvkk', 'membership', 'commercial')) not null, "accepted" boolean not null, "text_version" varchar(64) not null, "client_ip" varchar(64) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "customer_consent_customer_id_kind_index" on "customer_consent" ("customer_id", "kind");`);
    this.addSql(`alter table "customer_consent" add constraint "customer_consent_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete cascade;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "customer_consent" cascade;`);
    this.addSql(`drop table if exists "customer" cascade;`);
  }
}
