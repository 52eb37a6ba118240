// The shop's Instagram account (module social): the owner's settings (one row of JSON, the token sealed inside), the
// last fetch's report and the stored posts. Generated with `npx tsx graphql-server/migrations/diff.ts`.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261125021500Instagram extends Migration {
  override up(): void {
    this.addSql(`create table "instagram_setting" ("id" serial primary key, "config" jsonb not null, "updated_at" timestamptz not null);`);
    this.addSql(`create table "instagram_fetch" ("id" serial primary key, "ran_at" timestamptz not null, "outcome" varchar(32) not null, "provider_reason" text null, "fetched" int not null default 0);`);
    this.addSql(
      `create table "instagram_post" ("id" varchar(64) not null, "caption" text null, "media_type" varchar(32) not null, "media_url" text null, "thumbnail_url" text null, "permalink" text not null, "posted_at" timestamptz not null, constraint "instagram_post_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "instagram_post_posted_at_index" on "instagram_post" ("posted_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "instagram_post" cascade;`);
    this.addSql(`drop table if exists "instagram_fetch" cascade;`);
    this.addSql(`drop table if exists "instagram_setting" cascade;`);
  }
}
