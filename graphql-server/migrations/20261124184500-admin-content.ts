// Admin content (docs/decisions/057): content categories, versions of content pages (an edit makes a new version;
// orders and consents record the version they accepted), the blog and the FAQ. Generated with
// `npx tsx graphql-server/migrations/diff.ts`, plus the rows the existing pages and types need.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124184500AdminContent extends Migration {
  override up(): void {
    this.addSql(`create table "blog_category" ("id" serial primary key, "sort" int not null default 0, "is_active" boolean not null default true);`);
    this.addSql(`create table "blog_category_translation" ("id" serial primary key, "category_id" int not null, "language" varchar(8) not null, "name" varchar(255) not null, "seo_link" varchar(255) not null);`);
    this.addSql(`alter table "blog_category_translation" add constraint "blog_category_translation_category_id_language_unique" unique ("category_id", "language");`);
    this.addSql(`alter table "blog_category_translation" add constraint "blog_category_translation_language_seo_link_unique" unique ("language", "seo_link");`);
    this.addSql(`create table "blog_post" ("id" serial primary key, "category_id" int null, "image" varchar(255) not null default '', "is_published" boolean not null default false, "published_at" timestamptz null, "view_count" int not null default 0, "updated_at" timestamptz not null);`);
    this.addSql(`create index "blog_post_is_published_published_at_index" on "blog_post" ("is_published", "published_at");`);
    this.addSql(`create table "blog_post_translation" ("id" serial primary key, "post_id" int not null, "language" varchar(8) not null, "title" varchar(255) not null, "seo_link" varchar(255) not null, "summary" text not null default '', "content" text not null default '', "seo_title" varchar(255) not null default '', "seo_description" text not null default '');`);
    this.addSql(`alter table "blog_post_translation" add constraint "blog_post_translation_post_id_language_unique" unique ("post_id", "language");`);
    this.addSql(`alter table "blog_post_translation" add constraint "blog_post_translation_language_seo_link_unique" unique ("language", "seo_link");`);
    this.addSql(`create table "content_category" ("id" serial primary key, "code" varchar(32) not null, "sort" int not null default 0, "is_active" boolean not null default true);`);
    this.addSql(`alter table "content_category" add constraint "content_category_code_unique" unique ("code");`);
    this.addSql(`create table "content_category_translation" ("id" serial primary key, "category_id" int not null, "language" varchar(8) not null, "name" varchar(255) not null);`);
    this.addSql(`alter table "content_category_translation" add constraint "content_category_translation_category_id_language_unique" unique ("category_id", "language");`);
    this.addSql(`create table "content_page_version" ("id" serial primary key, "page_id" int not null, "version" int not null, "language" varchar(8) not null, "title" varchar(255) not null, "content" text not null default '', "admin_id" int null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "content_page_version" add constraint "content_page_version_page_id_version_language_unique" unique ("page_id", "version", "language");`);
    this.addSql(`create table "faq_entry" ("id" serial primary key, "sort" int not null default 0, "is_active" boolean not null default true);`);
    this.addSql(`create table "faq_entry_translation" ("id" serial primary key, "entry_id" int not null, "language" varchar(8) not null, "question" varchar(500) not null, "answer" text not null default '');`);
    this.addSql(`alter table "faq_entry_translation" add constraint "faq_entry_translation_entry_id_language_unique" unique ("entry_id", "language");`);
    this.addSql(`alter table "blog_category_translation" add constraint "blog_category_translation_category_id_foreign" foreign key ("category_id") references "blog_category" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "blog_post" add constraint "blog_post_category_id_foreign" foreign key ("category_id") references "blog_category" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "blog_post_translation" add constraint "blog_post_translation_post_id_foreign" foreign key ("post_id") references "blog_post" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "content_category_translation" add constraint "content_category_translation_category_id_foreign" foreign key ("category_id") references "content_category" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "content_page_version" add constraint "content_page_version_page_id_foreign" foreign key ("page_id") references "content_page" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "faq_entry_translation" add constraint "faq_entry_translation_entry_id_foreign" foreign key ("entry_id") references "faq_entry" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "content_page" add column "version" int not null default 1;`);
    // The types pages already use become categories, named by their code until the admin names them.
    this.addSql(`insert into "content_category" ("code", "sort") select distinct "type", 0 from "content_page" on conflict do nothing;`);
    this.addSql(`insert into "content_category_translation" ("category_id", "language", "name") select c."id", 'tr', c."code" from "content_category" c;`);
    // Every page's current text is its version 1.
    this.addSql(`insert into "content_page_version" ("page_id", "version", "language", "title", "content", "created_at") select "page_id", 1, "language", "title", "content", now() from "content_page_translation";`);
  }

  override down(): void {
    this.addSql(`alter table "content_page" drop column "version";`);
    for (const table of ["faq_entry_translation", "faq_entry", "content_page_version", "content_category_translation", "content_category", "blog_post_translation", "blog_post", "blog_category_translation", "blog_category"]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
