// The feed module's XML files: exported product feeds and imported supplier feeds. Generated with
// `npx tsx graphql-server/migrations/diff.ts`.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124185000XmlFiles extends Migration {
  override up(): void {
    this.addSql(`create table "xml_file" ("id" serial primary key, "kind" varchar(8) not null, "name" varchar(128) not null, "language" varchar(8) null, "currency_code" varchar(8) null, "media_path" varchar(255) null, "content" text null, "mapping" jsonb null, "product_count" int not null default 0, "status" varchar(16) not null, "report" jsonb null, "admin_id" int null, "created_at" timestamptz not null);`);
    this.addSql(`create index "xml_file_kind_created_at_index" on "xml_file" ("kind", "created_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "xml_file" cascade;`);
  }
}
