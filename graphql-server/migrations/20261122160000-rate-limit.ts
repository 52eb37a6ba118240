// Rate-limit counters shared by all app nodes (docs/decisions/015). Generated with
// `npx tsx graphql-server/migrations/diff.ts`.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261122160000RateLimit extends Migration {
  override up(): void {
    this.addSql(`create table "rate_limit" ("key" varchar(160) not null, "window_start" timestamptz not null, "points" int not null, constraint "rate_limit_pkey" primary key ("key"));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "rate_limit" cascade;`);
  }
}
