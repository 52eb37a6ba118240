// Members (the customer module): the password-reset link (hashed, one per member) and the browsing sessions.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124120000PasswordResetSessions extends Migration {
  override up(): void {
    this.addSql(`create table "customer_session" ("id" uuid not null, "customer_id" int not null, "started_at" timestamptz not null, "last_seen_at" timestamptz not null, "ended_at" timestamptz null, constraint "customer_session_pkey" primary key ("id"));`);
    this.addSql(`create index "customer_session_customer_id_started_at_index" on "customer_session" ("customer_id", "started_at");`);
    this.addSql(`create table "password_reset" ("id" serial primary key, "customer_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "password_reset" add constraint "password_reset_customer_id_unique" unique ("customer_id");`);
    this.addSql(`alter table "password_reset" add constraint "password_reset_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "customer_session" add constraint "customer_session_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "password_reset" add constraint "password_reset_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete cascade;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "password_reset" cascade;`);
    this.addSql(`drop table if exists "customer_session" cascade;`);
  }
}
