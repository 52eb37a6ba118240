// One figure from card to charge: with a display currency (X-Currency), the product's price block, the cart line, the
// cart totals, the placed order and its confirmation mail carry the same amounts, for generated prices, quantities,
// product currencies and display currencies — and the mail writes them as the storefront does (shared/money.ts).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../shared/money.js";
import { convertMinor } from "../../graphql-server/modules/cart/cart-totals.js";
import { orderConfirmationMail } from "../../graphql-server/modules/order/place/order.mail.js";
import { findOrder } from "../../graphql-server/modules/order/order.read.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { bearer, createProduct, guestWithCart, readyForCheckout } from "../support/factories.js";
import { db, payDoor, TOTALS } from "./order-helpers.js";

let t: TestShop;
let rates: Map<string, { code: string; rate: number }>;
beforeAll(async () => {
  t = await startTestShop();
  const rows = await db<{ iso_code: string; code: string; exchange_rate: string }>(t, `select iso_code, code, exchange_rate from currency where is_active`);
  rates = new Map(rows.map((r) => [r.iso_code, { code: r.code, rate: Number(r.exchange_rate) }]));
});
afterAll(async () => t?.close());

// The cart charges the price block's extra-discount price (the figure the card shows as "with the extra discount").
const PRODUCT = `query($id: Int!) { productById(id: $id) { price { isoCode displayPriceMinor extraDiscountPriceMinor } } }`;
type PriceRead = { productById: { price: { isoCode: string; displayPriceMinor: number; extraDiscountPriceMinor: number } } };
const CART = `query($payment: String) { cart(paymentCode: $payment) { ... on Cart { currencyCode lines { unitPriceMinor lineTotalMinor } totals { ${TOTALS} } } } }`;

let key = 0;
describe("display currency", () => {
  it("the card's price, the cart line, the totals and the charged order are one figure in any currency", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.constantFrom("tl", "usd", "euro"),
        fc.constantFrom("TRY", "USD", "EUR"),
        fc.integer({ min: 1, max: 3 }),
        async (priceMinor, productCurrency, shown, quantity) => {
          const product = await createProduct(t, { priceMinor, currency: productCurrency, stock: 10 });
          const headers = { "x-currency": shown };
          const card = await t.gql(PRODUCT, { variables: { id: product.id }, headers });
          const price = (card.body.data as PriceRead).productById.price;
          expect(price.isoCode).toBe(shown);

          const token = await guestWithCart(t, product.id, quantity);
          await readyForCheckout(t, token);
          const read = await t.gql(CART, { variables: { payment: "door" }, headers: { ...headers, ...bearer(token) } });
          const cart = (read.body.data as { cart: { currencyCode: string; lines: { unitPriceMinor: number; lineTotalMinor: number }[]; totals: { grandTotalMinor: number } } }).cart;
          expect(cart.currencyCode).toBe(shown);
          expect(cart.lines[0].unitPriceMinor).toBe(price.extraDiscountPriceMinor);
          expect(cart.lines[0].lineTotalMinor).toBe(price.extraDiscountPriceMinor * quantity);

          const paid = await payDoor(t, token, `currency-${++key}-${Date.now()}`, { currency: shown });
          expect(paid.__typename).toBe("PaymentOutcome");
          expect(paid.order!.currencyCode).toBe(shown);
          expect(paid.order!.totals.grandTotalMinor).toBe(cart.totals.grandTotalMinor);
          expect(paid.order!.lines[0].unitPriceMinor).toBe(price.extraDiscountPriceMinor);
        },
      ),
      { numRuns: 6 },
    );
  });

  it("converts with the rate table, once, from the product's currency", async () => {
    const product = await createProduct(t, { priceMinor: 25_199, currency: "euro" });
    for (const shown of ["TRY", "USD", "EUR"]) {
      const res = await t.gql(PRODUCT, { variables: { id: product.id }, headers: { "x-currency": shown } });
      const price = (res.body.data as PriceRead).productById.price;
      expect(price.displayPriceMinor).toBe(convertMinor(25_199, rates.get("EUR")!.rate, rates.get(shown)!.rate));
    }
    // No header: the product's own currency (the legacy replies); an unknown one: the shop's default.
    const own = await t.gql(PRODUCT, { variables: { id: product.id } });
    expect((own.body.data as PriceRead).productById.price).toMatchObject({ isoCode: "EUR", displayPriceMinor: 25_199 });
    const unknown = await t.gql(PRODUCT, { variables: { id: product.id }, headers: { "x-currency": "XXX" } });
    expect((unknown.body.data as PriceRead).productById.price.isoCode).toBe("TRY");
  });

  it("refuses to charge in a currency the shop does not offer", async () => {
    const product = await createProduct(t, { stock: 5 });
    const token = await guestWithCart(t, product.id, 1);
    await readyForCheckout(t, token);
    const res = await t.gql(`mutation($input: PayDoorInput!) { payDoor(input: $input) { __typename } }`, {
      variables: { input: { doorPaymentType: "CASH", idempotencyKey: `currency-bad-${Date.now()}`, contracts: { distanceSales: true, preInformation: true }, currency: "XXX" } },
      headers: bearer(token),
    });
    expect(res.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("the confirmation mail writes every amount as the pages do, kuruş included, in tr, en and ar", async () => {
    const product = await createProduct(t, { priceMinor: 1_022_960, stock: 5 });
    const token = await guestWithCart(t, product.id, 1);
    await readyForCheckout(t, token);
    const paid = await payDoor(t, token, `currency-mail-${Date.now()}`, { currency: "TRY" });
    const order = (await findOrder({ em: t.orm.em.fork(), language: "tr" }, { kind: "guest", id: Number((await db(t, `select shopper_id from shop_order where code = ?`, [paid.order!.code]))[0].shopper_id) }, { code: paid.order!.code }))!;
    for (const language of ["tr", "en", "ar"]) {
      const mail = orderConfirmationMail(order, language);
      const total = formatMoney(order.totals.grandTotalMinor, { currency: order.currencyCode, language });
      expect(mail.text).toContain(total);
      expect(mail.html).toContain(total);
      expect(mail.text).toContain(formatMoney(order.lines[0].lineTotalMinor, { currency: "TRY", language }));
    }
    // 10.229,60 TL less the 10 % extra discount: the kuruş are written, never rounded away.
    expect(orderConfirmationMail(order, "tr").text).toContain("9.206,64\u00a0TL");
  });
});
