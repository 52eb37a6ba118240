// The owner's mail settings (module mail): one row of JSON, the SMTP password sealed inside. Generated with
// `npx tsx graphql-server/migrations/diff.ts`.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124220300MailSettings extends Migration {
  override up(): void {
    this.addSql(`create table "mail_setting" ("id" serial primary key, "config" jsonb not null, "updated_at" timestamptz not null);`);
  }

  override down(): void {
    this.addSql(`drop table if exists "mail_setting" cascade;`);
  }
}
