// Admin users (separate from customers) and the audit log of admin writes (the admin module).
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124144400Admin extends Migration {
  override up(): void {
    this.addSql(`create table "admin_user" ("id" serial primary key, "email" varchar(254) not null, "name" varchar(128) not null, "password_hash" varchar(255) not null, "roles" text[] not null, "totp_secret" varchar(64) null, "totp_enabled_at" timestamptz null, "is_active" boolean not null default true, "last_login_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "admin_user" add constraint "admin_user_email_unique" unique ("email");`);
    this.addSql(`create table "admin_audit" ("id" serial primary key, "admin_id" int null, "action" varchar(64) not null, "entity" varchar(64) not null, "entity_id" varchar(64) null, "before" jsonb null, "after" jsonb null, "created_at" timestamptz not null);`);
    this.addSql(`create index "admin_audit_entity_entity_id_index" on "admin_audit" ("entity", "entity_id");`);
    this.addSql(`create index "admin_audit_admin_id_index" on "admin_audit" ("admin_id");`);
    this.addSql(`create index "admin_audit_created_at_index" on "admin_audit" ("created_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "admin_audit" cascade;`);
    this.addSql(`drop table if exists "admin_user" cascade;`);
  }
}
