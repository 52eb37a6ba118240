// The cart in the browser: add a product with variants and a personalization, the added-to-cart popup, the cart
// page (quantity, coupon, remove) and the header count — once without JavaScript in Turkish (plain posts and
// redirects with flash toasts), once with it in Arabic (the product page is served without React, so its add is a
// plain post there too; the cart page then works in place with fetchers, without a document reload).
// The product is the one fixtures.ts finds: two variant groups, an optional text personalization, minimum 2.
import { catalog, fill } from "./catalogues";
import { expect, MIN_ORDER, test, WELCOME_COUPON } from "./fixtures";

test.beforeEach(() => {
  // A whole purchase path in one test: longer than the default budget, above all on a cold dev server.
  test.setTimeout(90_000);
});

test.describe("cart without JavaScript (tr)", () => {
  test.use({ javaScriptEnabled: false, lang: "tr" });

  test("add with variants and a personalization, popup, quantity, coupon, remove", async ({ page, cartPage, variantProduct }) => {
    const t = cartPage.texts;
    await cartPage.openProduct(variantProduct);
    await expect(cartPage.headerLink(null)).toBeVisible();

    // Without a variant the server refuses the add — and the page keeps what the shopper typed.
    await cartPage.personalization(variantProduct).fill("Ayşe");
    await cartPage.addToCart();
    await expect(page.getByRole("alert").filter({ hasText: fill(catalog.tr.addToCart.choose, { name: variantProduct.firstGroupName.tr }) })).toBeVisible();
    await expect(cartPage.personalization(variantProduct)).toHaveValue("Ayşe");

    await cartPage.chooseVariants(variantProduct.cartChoice);
    await cartPage.personalization(variantProduct).fill("Ayşe");
    await cartPage.addToCart();

    // Post/redirect/get: the popup comes from the flash value, the header count from the root loader.
    const dialog = cartPage.addedDialog();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Ayşe");
    await expect(cartPage.headerLink(MIN_ORDER)).toBeVisible();
    await dialog.getByRole("link", { name: t.added.goToCart }).click();

    await cartPage.expectOpen();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const title = await cartPage.firstLineTitle();
    await expect(page.locator(".cart-line")).toContainText("Ayşe");

    // Quantity: the plus button posts the clamped quantity.
    await cartPage.increase(title);
    await expect(cartPage.doneToast("update")).toBeVisible();
    await expect(cartPage.quantity(title)).toHaveValue(String(MIN_ORDER + 1));
    await expect(cartPage.headerLink(MIN_ORDER + 1)).toBeVisible();

    // A typed quantity (within the field's min/max, which the browser enforces) and the Update button.
    await cartPage.typeQuantity(title, 5);
    await expect(cartPage.quantity(title)).toHaveValue("5");

    // A wrong coupon, then the welcome coupon.
    await cartPage.applyCoupon("NOPE-NOPE");
    await expect(page.getByRole("alert").filter({ hasText: /./ })).toBeVisible();
    await cartPage.applyCoupon(WELCOME_COUPON);
    await cartPage.expectCoupon(WELCOME_COUPON);

    await cartPage.removeLine(title);
    await cartPage.expectEmpty();
  });
});

test.describe("cart options without JavaScript (tr)", () => {
  test.use({ javaScriptEnabled: false, lang: "tr" });

  test("gift wrapping, gift note, order note and cargo are saved by plain forms", async ({ page, cartPage, variantProduct }) => {
    const t = cartPage.texts;
    await cartPage.openProduct(variantProduct);
    await cartPage.chooseVariants(variantProduct.cartChoice);
    await cartPage.addToCart();
    await cartPage.addedDialog().getByRole("button", { name: t.added.continue }).click();
    await cartPage.headerLink(MIN_ORDER).click();

    const gift = page.getByRole("region", { name: t.gift.heading });
    await gift.getByRole("checkbox", { name: t.gift.isGift }).check();
    await gift.getByRole("textbox", { name: t.gift.note }).fill("Mutlu yıllar!");
    await gift.getByRole("button", { name: t.gift.save }).click();
    await expect(cartPage.doneToast("gift")).toBeVisible();
    await expect(page.getByRole("region", { name: t.gift.heading }).getByRole("checkbox", { name: t.gift.isGift })).toBeChecked();
    await expect(cartPage.totals()).toContainText(t.totals.giftPackage);

    await page.getByRole("textbox", { name: t.note.label }).fill("Kapıya bırakın");
    await page.getByRole("button", { name: t.note.save }).click();
    await expect(cartPage.doneToast("note")).toBeVisible();
    await expect(page.getByRole("textbox", { name: t.note.label })).toHaveValue("Kapıya bırakın");

    const cargo = page.getByRole("region", { name: t.cargo.heading });
    await cargo.getByRole("radio").nth(1).check();
    await cargo.getByRole("button", { name: t.cargo.choose }).click();
    await expect(cartPage.doneToast("cargo")).toBeVisible();
    await expect(page.getByRole("region", { name: t.cargo.heading }).getByRole("radio").nth(1)).toBeChecked();
  });
});

test.describe("cart with JavaScript (ar)", () => {
  test.use({ lang: "ar" });

  test("the product page adds with plain posts, the cart page in place with fetchers", async ({ page, cartPage, variantProduct }) => {
    const t = cartPage.texts;
    await cartPage.openProduct(variantProduct);
    // Not hydrated (app/utils/static-page.ts): the add form has no fetcher flag and the server checks the add.
    await expect(page.locator("form.product-buy input[name=js]")).toHaveCount(0);
    await cartPage.addToCart();
    await expect(page.getByRole("alert").filter({ hasText: fill(catalog.ar.addToCart.choose, { name: "" }).trim() })).toBeVisible();

    await cartPage.chooseVariants(variantProduct.cartChoice);
    await cartPage.personalization(variantProduct).fill("Ayşe");
    await cartPage.addToCart();
    await expect(cartPage.addedDialog()).toBeVisible();
    await expect(cartPage.headerLink(MIN_ORDER)).toBeVisible();

    // Continue shopping closes the popup; adding again opens it again and the count follows.
    await cartPage.addedDialog().getByRole("button", { name: t.added.continue }).click();
    await expect(cartPage.addedDialog()).toHaveCount(0);
    // The page came back from the post with the variant choice in its address, the personalization empty again.
    await cartPage.personalization(variantProduct).fill("Ayşe");
    await cartPage.addToCart();
    await expect(cartPage.addedDialog()).toBeVisible();
    await expect(cartPage.headerLink(2 * MIN_ORDER)).toBeVisible();
    await cartPage.addedDialog().getByRole("link", { name: t.added.goToCart }).click();

    await cartPage.expectOpen();
    // The cart page is hydrated: from here every step runs through fetchers in this document. A step taken before
    // its script has run would be a plain post and a new document, so wait for the page to go quiet first.
    await expect(page.locator("#i18n-resources")).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const title = await cartPage.firstLineTitle();
    await expect(cartPage.quantity(title)).toHaveValue(String(2 * MIN_ORDER));

    await cartPage.decrease(title);
    await expect(cartPage.quantity(title)).toHaveValue(String(2 * MIN_ORDER - 1));
    await expect(cartPage.doneToast("update")).toBeVisible();
    await expect(cartPage.headerLink(2 * MIN_ORDER - 1)).toBeVisible();

    await cartPage.applyCoupon(WELCOME_COUPON);
    await cartPage.expectCoupon(WELCOME_COUPON);

    await cartPage.removeLine(title);
    await cartPage.expectEmpty();

    // Every cart step ran through fetchers: still the same document.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
