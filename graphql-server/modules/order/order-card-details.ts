// What a card provider may be told about the order it charges (iyzico asks for the buyer, both addresses and the
// basket): read from the trial placement's order before it is rolled back, so it is exactly what will be placed.
// Lines are priced before discounts; shipping, the gift package and fees are lines of their own.
import type { EntityManager } from "@mikro-orm/core";
import { num, sql, str } from "../../core/db.js";
import type { CardChargeAddress, CardChargeDetails } from "../payment/index.js";
import type { Shopper } from "../../core/context.js";
import type { AddressSnapshot } from "../address/index.js";
import type { CartTotals } from "../../generated/resolvers-types.js";

const json = <T>(value: unknown): T => (typeof value === "string" ? (JSON.parse(value) as T) : (value as T));

const addressOf = (a: AddressSnapshot): CardChargeAddress => ({
  contactName: `${a.firstName} ${a.lastName}`.trim(),
  address: a.address,
  city: a.cityName,
  country: a.countryName,
  zipCode: a.zipCode ?? "",
});

export async function cardChargeDetails(tx: EntityManager, shopper: Shopper, orderId: number): Promise<CardChargeDetails> {
  const [order] = await sql(tx, `select * from shop_order where id = ?`, [orderId]);
  const lines = await sql(tx, `select id, title, line_total_minor from order_line where order_id = ? order by id`, [orderId]);
  const invoice = json<AddressSnapshot>(order.invoice_address);
  const totals = json<CartTotals>(order.totals);
  const extras = [
    { id: "cargo", name: "Kargo", amountMinor: num(totals.cargoMinor) },
    { id: "gift", name: "Hediye paketi", amountMinor: num(totals.giftPackageMinor) },
    { id: "fee", name: "Hizmet bedeli", amountMinor: num(totals.doorFeeMinor) },
  ];
  return {
    totalMinor: num(order.grand_total_minor),
    buyer: {
      id: `${shopper.kind}-${shopper.id}`,
      firstName: str(order.first_name),
      lastName: str(order.last_name),
      email: str(order.email),
      phone: str(order.phone),
      identityNumber: invoice.identityNumber ?? null,
      ip: null,
    },
    invoiceAddress: addressOf(invoice),
    deliveryAddress: addressOf(json<AddressSnapshot>(order.delivery_address)),
    items: [...lines.map((line) => ({ id: `line-${num(line.id)}`, name: str(line.title), amountMinor: num(line.line_total_minor) })), ...extras],
  };
}
