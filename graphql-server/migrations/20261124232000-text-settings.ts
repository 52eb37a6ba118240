// The owner's text settings (module verification): one row of JSON, the Netgsm password and the WhatsApp token
// sealed inside. Generated with `npx tsx graphql-server/migrations/diff.ts`.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124232000TextSettings extends Migration {
  override up(): void {
    this.addSql(`create table "text_setting" ("id" serial primary key, "config" jsonb not null, "updated_at" timestamptz not null);`);
  }

  override down(): void {
    this.addSql(`drop table if exists "text_setting" cascade;`);
  }
}
