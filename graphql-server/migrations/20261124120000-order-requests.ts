// Members' cancel and return requests on their orders (the order module).
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124120000OrderRequests extends Migration {
  override up(): void {
    this.addSql(`create table "order_request" ("id" serial primary key, "order_id" int not null, "kind" text check ("kind" in ('cancel', 'refund')) not null, "status" varchar(32) not null, "reason" varchar(32) not null, "note" text not null default '', "lines" jsonb not null, "answer" text not null default '', "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`create index "order_request_order_id_index" on "order_request" ("order_id");`);
    this.addSql(`create index "order_request_kind_status_index" on "order_request" ("kind", "status");`);
    this.addSql(`alter table "order_request" add constraint "order_request_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on update cascade on delete cascade;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "order_request" cascade;`);
  }
}
