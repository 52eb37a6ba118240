// What a card provider may be told about the order it charges (iyzico asks for the buyer, both addresses and the
// basket): read from the trial placement's order before it is rolled back, so it is exactly what will be placed.
// Lines are priced before discounts; shipping, the gift package and fees are lines of their own.
import type { EntityManager } from "@mikro-orm/core";
import { first, rows } from "../../../core/database.js";
import type { CardChargeAddress, CardChargeDetails } from "../../payment/index.js";
import type { Shopper } from "../../../core/context.js";
import type { AddressSnapshot } from "../../address/index.js";
import { orderDatabase as db } from "../order.database.js";

const addressOf = (a: AddressSnapshot): CardChargeAddress => ({
  contactName: `${a.firstName} ${a.lastName}`.trim(),
  address: a.address,
  city: a.cityName,
  country: a.countryName,
  zipCode: a.zipCode ?? "",
});

export async function cardChargeDetails(tx: EntityManager, shopper: Shopper, orderId: number): Promise<CardChargeDetails> {
  const order = (await first(
    tx,
    db
      .selectFrom("shop_order")
      .select(["invoice_address", "delivery_address", "totals", "grand_total_minor", "first_name", "last_name", "email", "phone"])
      .where("id", "=", orderId),
  ))!;
  const lines = await rows(tx, db.selectFrom("order_line").select(["id", "title", "line_total_minor"]).where("order_id", "=", orderId).orderBy("id"));
  const invoice = order.invoice_address;
  const totals = order.totals;
  const extras = [
    { id: "cargo", name: "Kargo", amountMinor: totals.cargoMinor ?? 0 },
    { id: "gift", name: "Hediye paketi", amountMinor: totals.giftPackageMinor ?? 0 },
    { id: "fee", name: "Hizmet bedeli", amountMinor: totals.doorFeeMinor ?? 0 },
  ];
  return {
    totalMinor: order.grand_total_minor,
    buyer: {
      id: `${shopper.kind}-${shopper.id}`,
      firstName: order.first_name,
      lastName: order.last_name,
      email: order.email,
      phone: order.phone,
      identityNumber: invoice.identityNumber ?? null,
      ip: null,
    },
    invoiceAddress: addressOf(invoice),
    deliveryAddress: addressOf(order.delivery_address),
    items: [...lines.map((line) => ({ id: `line-${line.id}`, name: line.title, amountMinor: line.line_total_minor })), ...extras],
  };
}
