// Placed orders, through the shop's placeOrder: a guest buys a product (a new plain one unless the test names one)
// with contact and address set, so the order has every snapshot a real one has.
import { randomUUID } from "node:crypto";
import type { Order, PaymentProviderInput } from "../../../graphql-server/generated/resolvers-types.js";
import { CONTRACTS, PLACE_ORDER } from "../documents/checkout.js";
import type { TestShop } from "../test-shop.js";
import { expectTypename } from "../typed-document.js";
import { createProduct } from "./catalog.js";
import { bearer, guestWithCart, readyForCheckout } from "./shopper.js";

export interface OrderSpec {
  /** Default: a new product with stock. */
  productId?: number;
  quantity?: number;
  /** A payment code: door (the default, cash), wire_transfer, … */
  paymentMethod?: string;
  providerInput?: PaymentProviderInput;
}

export async function createOrder(t: TestShop, spec: OrderSpec = {}): Promise<{ token: string; order: Order }> {
  const productId = spec.productId ?? (await createProduct(t)).id;
  const token = await guestWithCart(t, productId, spec.quantity ?? 1);
  await readyForCheckout(t, token);
  const paymentMethod = spec.paymentMethod ?? "door";
  const providerInput = spec.providerInput ?? (paymentMethod === "door" ? { doorPaymentType: "CASH" as const } : undefined);
  const res = await t.gql(PLACE_ORDER, {
    variables: { input: { paymentMethod, providerInput, idempotencyKey: randomUUID(), contracts: CONTRACTS } },
    headers: bearer(token),
  });
  const outcome = expectTypename(res.body.data?.placeOrder, "PaymentOutcome");
  return { token, order: outcome.order };
}
