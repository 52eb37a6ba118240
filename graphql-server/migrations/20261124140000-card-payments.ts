// Card payments (docs/decisions/037): the payment waiting for its provider's 3-D Secure confirmation, the test
// acquirer's ledger, and what a card order records of its charge.
import { Migration } from "@mikro-orm/migrations";

export class Migration20261124140000CardPayments extends Migration {
  override up(): void {
    this.addSql(`create table "card_payment" ("id" serial primary key, "reference" varchar(32) not null, "payment_code" varchar(32) not null, "shopper_kind" text check ("shopper_kind" in ('guest', 'customer')) not null, "shopper_id" int not null, "idempotency_key" varchar(128) not null, "status" text check ("status" in ('pending', 'paid', 'failed')) not null default 'pending', "language" varchar(8) not null, "currency_code" varchar(3) not null, "approved_total_minor" bigint not null, "installment_count" int not null default 1, "charged_minor" bigint not null, "provider_transaction_id" varchar(64) null, "redirect_url" text null, "order_id" int null, "failure_code" varchar(64) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`);
    this.addSql(`alter table "card_payment" add constraint "card_payment_reference_unique" unique ("reference");`);
    this.addSql(`alter table "card_payment" add constraint "card_payment_shopper_kind_shopper_id_idempotency_key_unique" unique ("shopper_kind", "shopper_id", "idempotency_key");`);
    this.addSql(`create table "test_acquirer_transaction" ("id" varchar(32) not null, "merchant_reference" varchar(32) not null, "amount_minor" bigint not null, "currency_code" varchar(3) not null, "installment_count" int not null, "card_last4" varchar(4) not null, "behaviour" varchar(32) not null, "status" varchar(32) not null, "refunded_minor" bigint not null default 0, "return_url" text not null, "language" varchar(8) not null, "created_at" timestamptz not null, constraint "test_acquirer_transaction_pkey" primary key ("id"));`);
    this.addSql(`alter table "shop_order" add column "payment_provider" varchar(32) null, add column "payment_transaction_id" varchar(64) null, add column "installment_count" int null, add column "charged_minor" bigint null;`);
  }

  override down(): void {
    this.addSql(`alter table "shop_order" drop column "payment_provider", drop column "payment_transaction_id", drop column "installment_count", drop column "charged_minor";`);
    this.addSql(`drop table if exists "test_acquirer_transaction" cascade;`);
    this.addSql(`drop table if exists "card_payment" cascade;`);
  }
}
