// A guest's whole purchase in the browser: a product with variants and a personalization through the real product
// page and cart, the welcome coupon, cash on delivery, the success page and the order found by its number on the
// lookup page — once without JavaScript in Turkish, once with it in Arabic; and a wire-transfer purchase shows the
// bank accounts and a JS… order number. Each purchase takes a size of its own, so one run never sells one out.
import { prefix, type Lang } from "./catalogues";
import { expect, MIN_ORDER, test, uniqueBuyer, WELCOME_COUPON } from "./fixtures";
import type { CartPage } from "./pages/cart-page";
import type { CheckoutPage } from "./pages/checkout-page";
import type { Choice, VariantProduct } from "./shop-data";

/** Product page → cart with the coupon → checkout's address step, all through the shop's own pages. */
async function fillCartThroughTheShop(cartPage: CartPage, product: VariantProduct, size: Choice, js: boolean) {
  const { page, texts } = cartPage;
  // The variant choice rides in the URL (decision 010).
  await cartPage.openProduct(product, { colour: product.purchase.colour, size });
  await cartPage.personalization(product).fill("AYŞE");
  // With JavaScript, add once the page has hydrated (the fetcher path, not a half-hydrated plain post).
  if (js) await page.waitForLoadState("networkidle");
  await cartPage.addToCart();
  // The header counts the minimum order the add put in.
  await expect(cartPage.headerLink(MIN_ORDER)).toBeVisible();
  if (!js) {
    // Without JavaScript the added-to-cart popup is part of the page: its "go to cart" link leads on.
    await expect(page.getByRole("dialog").getByText(texts.added.title)).toBeVisible();
    await page.getByRole("dialog").getByRole("link", { name: texts.added.goToCart }).click();
    await cartPage.expectOpen();
  } else {
    // With JavaScript the popup opens from the fetcher's answer (the cart UI's own tests cover it); go straight on.
    await cartPage.open();
  }

  await expect(page.getByText("AYŞE")).toBeVisible();
  await cartPage.applyCoupon(WELCOME_COUPON);
  await expect(page.getByText(texts.totals.couponDiscount)).toBeVisible();
  await cartPage.goToCheckout();
}

async function buy(cartPage: CartPage, checkoutPage: CheckoutPage, product: VariantProduct, size: Choice, js: boolean) {
  await fillCartThroughTheShop(cartPage, product, size, js);
  const buyer = uniqueBuyer(`guest-${checkoutPage.lang}`);
  await checkoutPage.fillAddressStep(buyer);
  return buyer;
}

const purchases: { lang: Lang; js: boolean; size: 0 | 1 }[] = [
  { lang: "tr", js: false, size: 0 },
  { lang: "ar", js: true, size: 1 },
];

for (const { lang, js, size } of purchases) {
  test.describe(`${lang} ${js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: js, lang });

    test("a guest buys a product with a personalization and a coupon, pays at the door, finds the order", async ({ page, cartPage, checkoutPage, variantProduct }) => {
      test.slow();
      const t = checkoutPage.texts;
      const buyer = await buy(cartPage, checkoutPage, variantProduct, variantProduct.purchase.sizes[size], js);

      // Payment: cash on delivery is offered with its fee; cash is the default door payment.
      await expect(page.getByRole("radio", { name: /Kapıda ödeme|الدفع عند الاستلام/ })).toBeChecked();
      await expect(page.getByRole("radio", { name: t.payment.cash })).toBeChecked();
      await checkoutPage.continueFromPayment();

      // Approve: the coupon, the door fee and the steps are shown; the order goes in.
      await expect(page).toHaveURL(/\/odeme\/onay\?payment=door&door=cash/);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("navigation", { name: t.steps.label }).locator("[aria-current=step]")).toContainText(t.steps.approve);
      const summary = page.getByRole("complementary", { name: t.summary.title });
      await expect(summary.getByText(`${t.summary.coupon} (${WELCOME_COUPON})`)).toBeVisible();
      await expect(summary.getByText(t.summary.doorFee)).toBeVisible();
      await expect(page.getByText("AYŞE").first()).toBeVisible();
      const code = await checkoutPage.approve();
      expect(code).not.toMatch(/^JS/);

      // Success: number, lines, totals with the coupon, and the way to the lookup page.
      await expect(page.getByText(`${t.summary.coupon} (${WELCOME_COUPON})`)).toBeVisible();
      await expect(page.getByRole("navigation", { name: t.steps.label }).locator("[aria-current=step]")).toContainText(t.steps.success);
      await page.getByRole("link", { name: t.success.lookupLink }).click();
      await expect(page.getByRole("heading", { level: 1, name: t.lookup.title })).toBeVisible();
      await checkoutPage.lookUpOrder(code, buyer.email);
      // The phone works as well as the email.
      await checkoutPage.lookUpOrder(code, buyer.phone);

      // The cart is empty after the order: the checkout sends the shopper back to it.
      await page.goto(`${prefix(lang)}/odeme`);
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/cart$`));
    });
  });
}

test.describe("wire transfer", () => {
  test.use({ lang: "en" });

  test("wire transfer: the bank accounts and a JS order number", async ({ page, cartPage, checkoutPage, variantProduct }) => {
    test.slow();
    const t = checkoutPage.texts;
    const buyer = await buy(cartPage, checkoutPage, variantProduct, variantProduct.purchase.sizes[2], true);

    await page.getByRole("radio", { name: "Bank transfer" }).check();
    // The accounts are listed with the IBAN in groups of four; the second one is chosen.
    const accounts = page.getByRole("group", { name: t.payment.bankAccounts });
    await expect(accounts.getByText(/^TR\d{2}( \d{4}){5} \d{2}$/).first()).toBeVisible();
    await accounts.getByRole("radio", { name: "Garanti BBVA" }).check();
    await checkoutPage.continueFromPayment();
    await expect(page).toHaveURL(/\/en\/odeme\/onay\?.*payment=wire_transfer&account=\d+/);
    await expect(page.getByText("Garanti BBVA")).toBeVisible();

    const code = await checkoutPage.approve();
    expect(code).toMatch(/^JS/);
    const wire = page.getByRole("region", { name: t.order.wireTitle });
    await expect(wire.getByText(t.order.wireInstruction)).toBeVisible();
    // The description rule is said once, naming the sender and the order number.
    await expect(wire.getByText(code)).toHaveCount(1);
    await expect(wire.getByText(code)).toContainText(buyer.firstName);
    await expect(wire.getByText("Garanti BBVA")).toBeVisible();
    await expect(wire.getByText("TR14 0006 2000 0038 1000 6297 52")).toBeVisible();
    await checkoutPage.lookUpOrder(code, buyer.email);
    await expect(page.getByRole("region", { name: t.order.wireTitle })).toBeVisible();
  });
});
