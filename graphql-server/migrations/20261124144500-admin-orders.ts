// Admin order operations (docs/decisions/048): the invoice number and the refunded amount of an order, how many of
// each line went back into stock, who changed a status, and what a decision on a request gave back. Generated with
// `npx tsx graphql-server/migrations/diff.ts`.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124144500AdminOrders extends Migration {
  override up(): void {
    this.addSql(`alter table "shop_order" add column "invoice_number" varchar(64) null, add column "refunded_minor" bigint not null default 0;`);
    this.addSql(`alter table "order_line" add column "returned_quantity" int not null default 0;`);
    this.addSql(
      `alter table "order_request" add column "refund_minor" bigint null, add column "stock_returned" boolean not null default false, add column "decided_by" int null, add column "decided_at" timestamptz null;`,
    );
    this.addSql(`alter table "order_status_history" add column "admin_id" int null;`);
  }

  override down(): void {
    this.addSql(`alter table "order_status_history" drop column "admin_id";`);
    this.addSql(`alter table "order_request" drop column "refund_minor", drop column "stock_returned", drop column "decided_by", drop column "decided_at";`);
    this.addSql(`alter table "order_line" drop column "returned_quantity";`);
    this.addSql(`alter table "shop_order" drop column "invoice_number", drop column "refunded_minor";`);
  }
}
