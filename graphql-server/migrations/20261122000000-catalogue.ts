// Catalogue: taxonomy (categories, brands, models, suppliers), products with translations, images, variants,
// personalizations, links, comments, FAQ, showcases, campaigns (read side), content pages and search (tsvector +
// pg_trgm). Generated with \`npx tsx graphql-server/migrations/diff.ts\`; pg_trgm ships with PGlite (passed in its
// extensions option) and with PostgreSQL's contrib package.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261122000000Catalogue extends Migration {
  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "brand" ("id" serial primary key, "name" varchar(255) not null, "seo_link" varchar(255) not null, "description" text not null default '', "image" varchar(255) null, "sort" int not null default 0, "is_active" boolean not null default true, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "brand" add constraint "brand_seo_link_unique" unique ("seo_link");`);
    this.addSql(`create table "campaign" ("id" serial primary key, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "is_active" boolean not null default true, "discount_percent" smallint null, "discount_amount_minor" bigint null, "sort" int not null default 0);`);
    this.addSql(`create table "campaign_translation" ("id" serial primary key, "campaign_id" int not null, "language" varchar(8) not null, "name" varchar(255) not null, "description" text not null default '');`);
    this.addSql(`alter table "campaign_translation" add constraint "campaign_translation_campaign_id_language_unique" unique ("campaign_id", "language");`);
    this.addSql(`create table "category" ("id" serial primary key, "parent_id" int null, "sort" int not null default 0, "image" varchar(255) null, "is_active" boolean not null default true, "updated_at" timestamptz not null);`);
    this.addSql(`create table "campaign_category" ("id" serial primary key, "campaign_id" int not null, "category_id" int not null);`);
    this.addSql(`alter table "campaign_category" add constraint "campaign_category_campaign_id_category_id_unique" unique ("campaign_id", "category_id");`);
    this.addSql(`create table "category_translation" ("id" serial primary key, "category_id" int not null, "language" varchar(8) not null, "title" varchar(255) not null, "seo_link" varchar(255) not null, "seo_title" varchar(255) not null default '', "seo_description" text not null default '', "description" text not null default '');`);
    this.addSql(`alter table "category_translation" add constraint "category_translation_category_id_language_unique" unique ("category_id", "language");`);
    this.addSql(`alter table "category_translation" add constraint "category_translation_language_seo_link_unique" unique ("language", "seo_link");`);
    this.addSql(`create table "content_page" ("id" serial primary key, "code" varchar(64) not null, "type" varchar(32) not null default 'page', "sort" int not null default 0, "is_active" boolean not null default true, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "content_page" add constraint "content_page_code_unique" unique ("code");`);
    this.addSql(`create table "content_page_translation" ("id" serial primary key, "page_id" int not null, "language" varchar(8) not null, "title" varchar(255) not null, "seo_link" varchar(255) not null, "seo_title" varchar(255) not null default '', "seo_description" text not null default '', "content" text not null default '');`);
    this.addSql(`alter table "content_page_translation" add constraint "content_page_translation_page_id_language_unique" unique ("page_id", "language");`);
    this.addSql(`alter table "content_page_translation" add constraint "content_page_translation_language_seo_link_unique" unique ("language", "seo_link");`);
    this.addSql(`create table "model" ("id" serial primary key, "name" varchar(255) not null, "brand_id" int null, "is_active" boolean not null default true);`);
    this.addSql(`create table "property_category" ("id" serial primary key, "sort" int not null default 0, "is_colour" boolean not null default false);`);
    this.addSql(`create table "property" ("id" serial primary key, "property_category_id" int not null, "sort" int not null default 0, "colour" varchar(16) null);`);
    this.addSql(`create table "property_category_translation" ("id" serial primary key, "property_category_id" int not null, "language" varchar(8) not null, "name" varchar(255) not null);`);
    this.addSql(`alter table "property_category_translation" add constraint "property_category_translation_property_category_i_1cc5c_unique" unique ("property_category_id", "language");`);
    this.addSql(`create table "property_translation" ("id" serial primary key, "property_id" int not null, "language" varchar(8) not null, "name" varchar(255) not null);`);
    this.addSql(`alter table "property_translation" add constraint "property_translation_property_id_language_unique" unique ("property_id", "language");`);
    this.addSql(`create table "search_term" ("term" varchar(100) not null, "count" int not null default 0, "updated_at" timestamptz not null, constraint "search_term_pkey" primary key ("term"));`);
    this.addSql(`create index "search_term_term_trgm_index" on "search_term" using gin ("term" gin_trgm_ops);`);
    this.addSql(`create table "showcase" ("id" serial primary key, "code" varchar(64) not null, "rule" text check ("rule" in ('new', 'promotional', 'discounted', 'best_selling', 'manual')) not null, "sort" int not null default 0, "is_active" boolean not null default true);`);
    this.addSql(`alter table "showcase" add constraint "showcase_code_unique" unique ("code");`);
    this.addSql(`create table "showcase_translation" ("id" serial primary key, "showcase_id" int not null, "language" varchar(8) not null, "title" varchar(255) not null);`);
    this.addSql(`alter table "showcase_translation" add constraint "showcase_translation_showcase_id_language_unique" unique ("showcase_id", "language");`);
    this.addSql(`create table "supplier" ("id" serial primary key, "name" varchar(255) not null, "is_active" boolean not null default true);`);
    this.addSql(`create table "product" ("id" serial primary key, "name" varchar(255) not null, "model_id" int null, "brand_id" int null, "category_id" int null, "supplier_id" int null, "currency_id" int not null, "barcode" varchar(64) not null default '', "supplier_product_code" varchar(64) not null default '', "vat_rate" int not null default 20, "cash_price_minor" bigint not null default 0, "buying_price_minor" bigint not null default 0, "selling_price_minor" bigint not null, "discounted_price_minor" bigint null, "stock_unit" varchar(16) not null default 'adet', "stock_amount" int not null default 0, "width" numeric(10,2) not null default 0, "height" numeric(10,2) not null default 0, "depth" numeric(10,2) not null default 0, "weight" numeric(10,3) not null default 0, "desi" numeric(10,2) not null default 0, "is_new" boolean not null default false, "is_promotional" boolean not null default false, "is_vendor" boolean not null default false, "free_cargo" boolean not null default false, "is_active" boolean not null default true, "sort" int not null default 0, "search_words" text not null default '', "member_min_order" int null, "member_max_order" int null, "skt" varchar(64) null, "video" text null, "list_price_minor" bigint not null default 0, "stock_total" int not null default 0, "comment_total" int not null default 0, "comment_rate" numeric(3,2) not null default 0, "sold_count" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "product_category_id_index" on "product" ("category_id");`);
    this.addSql(`create index "product_brand_id_index" on "product" ("brand_id");`);
    this.addSql(`create index "product_list_price_minor_index" on "product" ("list_price_minor");`);
    this.addSql(`create table "sub_product" ("id" serial primary key, "product_id" int not null, "property1_id" int null, "property2_id" int null, "code" varchar(64) not null default '', "attribute1" varchar(255) not null default '', "attribute2" varchar(255) not null default '', "selling_price_minor" bigint not null, "discounted_price_minor" bigint null, "stock_amount" int not null default 0, "is_active" boolean not null default true);`);
    this.addSql(`create index "sub_product_product_id_index" on "sub_product" ("product_id");`);
    this.addSql(`create index "sub_product_property1_id_index" on "sub_product" ("property1_id");`);
    this.addSql(`create index "sub_product_property2_id_index" on "sub_product" ("property2_id");`);
    this.addSql(`create table "showcase_product" ("id" serial primary key, "showcase_id" int not null, "product_id" int not null, "sort" int not null default 0);`);
    this.addSql(`alter table "showcase_product" add constraint "showcase_product_showcase_id_product_id_unique" unique ("showcase_id", "product_id");`);
    this.addSql(`create table "search_document" ("id" serial primary key, "product_id" int not null, "language" varchar(8) not null, "document" tsvector not null, "words" text not null);`);
    this.addSql(`create index "search_document_document_index" on "search_document" using gin ("document");`);
    this.addSql(`create index "search_document_words_trgm_index" on "search_document" using gin ("words" gin_trgm_ops);`);
    this.addSql(`alter table "search_document" add constraint "search_document_product_id_language_unique" unique ("product_id", "language");`);
    this.addSql(`create table "product_translation" ("id" serial primary key, "product_id" int not null, "language" varchar(8) not null, "title" varchar(255) not null, "seo_link" varchar(255) not null, "seo_title" varchar(255) not null default '', "seo_description" text not null default '', "seo_keyword" varchar(255) not null default '', "short_description" text not null default '', "description" text not null default '');`);
    this.addSql(`alter table "product_translation" add constraint "product_translation_product_id_language_unique" unique ("product_id", "language");`);
    this.addSql(`alter table "product_translation" add constraint "product_translation_language_seo_link_unique" unique ("language", "seo_link");`);
    this.addSql(`create table "product_link" ("id" serial primary key, "product_id" int not null, "kind" text check ("kind" in ('colour', 'accessory')) not null, "target_id" int not null, "sort" int not null default 0);`);
    this.addSql(`alter table "product_link" add constraint "product_link_product_id_kind_target_id_unique" unique ("product_id", "kind", "target_id");`);
    this.addSql(`create table "product_image" ("id" serial primary key, "product_id" int not null, "small" varchar(255) not null, "medium" varchar(255) not null, "big" varchar(255) not null, "sort" int not null default 0, "variant1_id" int null, "variant2_id" int null);`);
    this.addSql(`create index "product_image_product_id_sort_index" on "product_image" ("product_id", "sort");`);
    this.addSql(`create table "product_faq" ("id" serial primary key, "product_id" int not null, "language" varchar(8) not null, "question" text not null, "answer" text not null, "sort" int not null default 0);`);
    this.addSql(`create index "product_faq_product_id_language_index" on "product_faq" ("product_id", "language");`);
    this.addSql(`create table "product_comment" ("id" serial primary key, "product_id" int not null, "customer_id" int null, "customer_name" varchar(255) not null default '', "title" varchar(255) not null default '', "text" text not null, "rate" smallint not null default 5, "is_name_display" boolean not null default true, "is_approved" boolean not null default false, "created_at" timestamptz not null);`);
    this.addSql(`create index "product_comment_product_id_is_approved_created_at_index" on "product_comment" ("product_id", "is_approved", "created_at");`);
    this.addSql(`create table "personalization" ("id" serial primary key, "product_id" int not null, "type_code" text check ("type_code" in ('input', 'textarea', 'select', 'checkbox', 'radio')) not null, "is_required" boolean not null default false, "is_price_free" boolean not null default true, "price_minor" bigint not null default 0, "sort" int not null default 0);`);
    this.addSql(`create index "personalization_product_id_index" on "personalization" ("product_id");`);
    this.addSql(`create table "personalization_translation" ("id" serial primary key, "personalization_id" int not null, "language" varchar(8) not null, "name" varchar(255) not null, "description" text not null default '');`);
    this.addSql(`alter table "personalization_translation" add constraint "personalization_translation_personalization_id_language_unique" unique ("personalization_id", "language");`);
    this.addSql(`create table "personalization_option" ("id" serial primary key, "personalization_id" int not null, "is_price_free" boolean not null default true, "price_minor" bigint not null default 0, "image" varchar(255) null, "sort" int not null default 0);`);
    this.addSql(`create table "personalization_option_translation" ("id" serial primary key, "option_id" int not null, "language" varchar(8) not null, "name" varchar(255) not null);`);
    this.addSql(`alter table "personalization_option_translation" add constraint "personalization_option_translation_option_id_language_unique" unique ("option_id", "language");`);
    this.addSql(`create table "campaign_product" ("id" serial primary key, "campaign_id" int not null, "product_id" int not null);`);
    this.addSql(`alter table "campaign_product" add constraint "campaign_product_campaign_id_product_id_unique" unique ("campaign_id", "product_id");`);
    this.addSql(`alter table "campaign_translation" add constraint "campaign_translation_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "category" add constraint "category_parent_id_foreign" foreign key ("parent_id") references "category" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_category" add constraint "campaign_category_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_category" add constraint "campaign_category_category_id_foreign" foreign key ("category_id") references "category" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "category_translation" add constraint "category_translation_category_id_foreign" foreign key ("category_id") references "category" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "content_page_translation" add constraint "content_page_translation_page_id_foreign" foreign key ("page_id") references "content_page" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "model" add constraint "model_brand_id_foreign" foreign key ("brand_id") references "brand" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "property" add constraint "property_property_category_id_foreign" foreign key ("property_category_id") references "property_category" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "property_category_translation" add constraint "property_category_translation_property_category_id_foreign" foreign key ("property_category_id") references "property_category" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "property_translation" add constraint "property_translation_property_id_foreign" foreign key ("property_id") references "property" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "showcase_translation" add constraint "showcase_translation_showcase_id_foreign" foreign key ("showcase_id") references "showcase" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "product" add constraint "product_model_id_foreign" foreign key ("model_id") references "model" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "product" add constraint "product_brand_id_foreign" foreign key ("brand_id") references "brand" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "product" add constraint "product_category_id_foreign" foreign key ("category_id") references "category" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "product" add constraint "product_supplier_id_foreign" foreign key ("supplier_id") references "supplier" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "product" add constraint "product_currency_id_foreign" foreign key ("currency_id") references "currency" ("id") on update cascade;`);
    this.addSql(`alter table "sub_product" add constraint "sub_product_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "sub_product" add constraint "sub_product_property1_id_foreign" foreign key ("property1_id") references "property" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "sub_product" add constraint "sub_product_property2_id_foreign" foreign key ("property2_id") references "property" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "showcase_product" add constraint "showcase_product_showcase_id_foreign" foreign key ("showcase_id") references "showcase" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "showcase_product" add constraint "showcase_product_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "search_document" add constraint "search_document_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "product_translation" add constraint "product_translation_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "product_link" add constraint "product_link_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "product_link" add constraint "product_link_target_id_foreign" foreign key ("target_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "product_image" add constraint "product_image_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "product_faq" add constraint "product_faq_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "product_comment" add constraint "product_comment_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "personalization" add constraint "personalization_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "personalization_translation" add constraint "personalization_translation_personalization_id_foreign" foreign key ("personalization_id") references "personalization" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "personalization_option" add constraint "personalization_option_personalization_id_foreign" foreign key ("personalization_id") references "personalization" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "personalization_option_translation" add constraint "personalization_option_translation_option_id_foreign" foreign key ("option_id") references "personalization_option" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_product" add constraint "campaign_product_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "campaign_product" add constraint "campaign_product_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
  }

  override down(): void {
    for (const table of [
      "campaign_product",
      "personalization_option_translation",
      "personalization_option",
      "personalization_translation",
      "personalization",
      "product_comment",
      "product_faq",
      "product_image",
      "product_link",
      "product_translation",
      "search_document",
      "showcase_product",
      "sub_product",
      "product",
      "supplier",
      "showcase_translation",
      "showcase",
      "search_term",
      "property_translation",
      "property_category_translation",
      "property",
      "property_category",
      "model",
      "content_page_translation",
      "content_page",
      "category_translation",
      "campaign_category",
      "category",
      "campaign_translation",
      "campaign",
      "brand",
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
