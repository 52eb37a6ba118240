// Members (the customer module): the email-verification link (hashed, one per member, the newest).
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124143800EmailVerification extends Migration {
  override up(): void {
    this.addSql(`create table "email_verification" ("id" serial primary key, "customer_id" int not null, "token_hash" varchar(64) not null, "email" varchar(254) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "email_verification" add constraint "email_verification_customer_id_unique" unique ("customer_id");`);
    this.addSql(`alter table "email_verification" add constraint "email_verification_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "email_verification" add constraint "email_verification_customer_id_foreign" foreign key ("customer_id") references "customer" ("id") on update cascade on delete cascade;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "email_verification" cascade;`);
  }
}
