// Social login (the customer module): which provider account (Google, Apple, Facebook subject) belongs to which member.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124153800SocialIdentities extends Migration {
  override up(): void {
    this.addSql(`create table "customer_social_identity" ("id" serial primary key, "provider" text check ("provider" in ('google', 'apple', 'facebook')) not null, "subject" varchar(255) not null, "customer_id" int not null, "email" varchar(254) null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "customer_social_identity" add constraint "customer_social_identity_provider_subject_unique" unique ("provider", "subject");`);
    this.addSql(`create index "customer_social_identity_customer_id_index" on "customer_social_identity" ("customer_id");`);
    this.addSql(`alter table "customer_social_identity" add constraint "customer_social_identity_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete cascade;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "customer_social_identity" cascade;`);
  }
}
