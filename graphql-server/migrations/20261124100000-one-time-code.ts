// One-time codes of the verification module (docs/decisions/036). Generated with
// `npx tsx graphql-server/migrations/diff.ts`.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124100000OneTimeCode extends Migration {
  override up(): void {
    this.addSql(
      `create table "one_time_code" ("purpose" varchar(32) not null, "destination" varchar(32) not null, "channel" varchar(16) not null, "code_hash" varchar(64) not null, "expires_at" timestamptz not null, "failed_attempts" int not null default 0, "created_at" timestamptz not null, constraint "one_time_code_pkey" primary key ("purpose", "destination"));`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "one_time_code" cascade;`);
  }
}
