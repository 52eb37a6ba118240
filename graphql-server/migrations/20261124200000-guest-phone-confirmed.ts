// The phone a guest confirmed with a one-time code before ordering (docs/decisions/043). Generated with
// `npx tsx graphql-server/migrations/diff.ts`.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124200000GuestPhoneConfirmed extends Migration {
  override up(): void {
    this.addSql(`alter table "guest" add column "phone_confirmed" varchar(32) null;`);
  }

  override down(): void {
    this.addSql(`alter table "guest" drop column "phone_confirmed";`);
  }
}
