// The checkout's own rules in the browser: route guards, the login page's "continue without login", per-field
// errors, the address check jump to #addresses, the required contracts, the no-JavaScript location refresh that
// keeps what was typed, and the order lookup's not-found message. The cart is seeded through GraphQL here; the
// full purchase through the real cart UI is guest-purchase.spec.ts.
import { account, checkout } from "./catalogues";
import { expect, test, uniqueBuyer } from "./fixtures";

const tr = checkout.tr;

test.describe("guards", () => {
  test("checkout without a session goes to the login page with the return path", async ({ page }) => {
    await page.goto("/odeme/odeme-yontemi");
    await expect(page).toHaveURL(/\/uye-giris\?r=%2Fodeme%2Fodeme-yontemi$/);
    await expect(page.getByRole("heading", { level: 1, name: tr.login.title })).toBeVisible();
    await expect(page.getByRole("button", { name: account.tr.login.submit })).toBeVisible();
    await expect(page.getByRole("link", { name: tr.login.lookupLink })).toHaveAttribute("href", "/siparis-sorgula");
  });

  test("continue without login starts a guest session; an empty cart goes to /cart", async ({ page }) => {
    await page.goto("/en/odeme");
    await expect(page).toHaveURL(/\/en\/uye-giris\?r=%2Fen%2Fodeme%2Fadres$/);
    await page.getByRole("button", { name: checkout.en.login.continueAsGuest }).click();
    await expect(page).toHaveURL(/\/en\/cart$/);
  });

  test("the login page only accepts a return path of this site", async ({ page }) => {
    await page.goto("/uye-giris?r=https://example.com/x");
    await page.getByRole("button", { name: tr.login.continueAsGuest }).click();
    await expect(page).toHaveURL(/localhost:\d+\/cart$/);
  });
});

for (const js of [false, true]) {
  test.describe(`address step ${js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });

    test("field errors, the address check warning and the required contracts", async ({ page, checkoutPage, seedGuestCart }) => {
      // A long walk through three steps (and a dev server compiling routes on first use).
      test.slow();
      await seedGuestCart();
      await page.goto("/odeme");
      await expect(page).toHaveURL(/\/odeme\/adres$/);
      await expect(page.getByRole("navigation", { name: tr.steps.label }).locator("[aria-current=step]")).toContainText(tr.steps.address);

      // Continue with nothing: the contact warning.
      await page.getByRole("button", { name: tr.addresses.continue }).click();
      await expect(page).toHaveURL(/uyari=contact#contact$/);
      await expect(page.getByRole("alert").filter({ hasText: tr.contact.missing })).toBeVisible();

      // Contact errors are per field and keep what was typed.
      const contact = page.getByRole("form", { name: tr.contact.title });
      await contact.getByLabel(tr.contact.email, { exact: true }).fill("ayse@example.com");
      await contact.getByRole("button", { name: tr.contact.save }).click();
      await expect(page.locator("#contact-phone-error")).toBeVisible();
      await expect(page.getByRole("form", { name: tr.contact.title }).getByLabel(tr.contact.email, { exact: true })).toHaveValue("ayse@example.com");
      const buyer = uniqueBuyer("guard");
      await checkoutPage.saveContact(buyer);

      // Address form errors: every required field, translated, nothing typed lost.
      const form = page.getByRole("form", { name: tr.addressForm.titleNew });
      await form.getByLabel(tr.addressForm.title, { exact: true }).fill("İş");
      await form.getByRole("button", { name: tr.addressForm.save }).click();
      await expect(page.locator("#address-address-error")).toBeVisible();
      await expect(page.locator("#address-cityId-error")).toBeVisible();
      await expect(page.getByRole("form", { name: tr.addressForm.titleNew }).getByLabel(tr.addressForm.title, { exact: true })).toHaveValue("İş");

      // Continue without addresses: the address check warning at the address list.
      await page.getByRole("button", { name: tr.addresses.continue }).click();
      await expect(page).toHaveURL(/uyari=no_two_address#addresses$/);
      await expect(page.getByRole("form", { name: tr.addresses.title }).getByRole("alert")).toBeVisible();

      // A saved address used for both: on to payment, then approve without the contracts.
      await page.goto("/odeme/adres?adres=yeni");
      await checkoutPage.addAddress();
      await page.getByRole("button", { name: tr.addresses.continue }).click();
      await expect(page).toHaveURL(/\/odeme\/odeme-yontemi$/);
      await page.getByRole("button", { name: tr.payment.continue }).click();
      await expect(page).toHaveURL(/\/odeme\/onay\?payment=door&door=cash/);
      // The shop's own contract page, not the sample text.
      await expect(page.getByRole("heading", { level: 3, name: "Mesafeli Satış Sözleşmesi" })).toBeVisible();
      await expect(page.getByText(tr.approve.placeholderNote)).toHaveCount(0);
      await page.getByRole("button", { name: tr.approve.placeOrder }).click();
      await expect(page.getByRole("alert").filter({ hasText: tr.approve.mustAccept })).toBeVisible();
      await expect(page).toHaveURL(/\/odeme\/onay/);
    });
  });
}

for (const js of [false, true]) {
  test.describe(`address step forms ${js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });

    test("each form has one submit button: Enter saves the address form, deleting is not a submit of the list", async ({ page, checkoutPage, seedGuestCart }) => {
      test.slow();
      await seedGuestCart();
      await checkoutPage.open();
      await checkoutPage.saveContact(uniqueBuyer("forms"));

      // Enter in a field of the new-address form saves (the required-field errors answer), even without JavaScript
      // where "refresh lists" comes first on the page.
      const form = page.getByRole("form", { name: tr.addressForm.titleNew });
      await form.getByLabel(tr.addressForm.title, { exact: true }).fill("Ev");
      await form.getByLabel(tr.addressForm.title, { exact: true }).press("Enter");
      await expect(page.locator("#address-cityId-error")).toBeVisible();

      await page.goto("/odeme/adres?adres=yeni");
      await checkoutPage.addAddress("Ev");
      await page.goto("/odeme/adres?adres=yeni");
      await checkoutPage.addAddress("İş");
      const list = page.getByRole("form", { name: tr.addresses.title });
      const submits = await list.evaluate((element) =>
        [...(element as HTMLFormElement).elements].filter((control) => (control as HTMLButtonElement).type === "submit").map((control) => control.textContent?.trim()),
      );
      expect(submits).toEqual([tr.addresses.continue]);

      await list.getByRole("button", { name: tr.addresses.deleteNamed.replace("{{title}}", "İş") }).click();
      await expect(list.getByRole("button", { name: tr.addresses.deleteNamed.replace("{{title}}", "İş") })).toHaveCount(0);
      // (With JavaScript the toast hides itself quickly.)
      if (!js) await expect(page.getByText(tr.addresses.deleted)).toBeVisible();
      await expect(list.getByRole("button", { name: tr.addresses.deleteNamed.replace("{{title}}", "Ev") })).toBeVisible();
    });
  });
}

test.describe("approve without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a double-submitted approve form places one order (the idempotency key of the page)", async ({ page, context, baseURL, checkoutPage, seedGuestCart }) => {
    test.slow();
    await seedGuestCart();
    await checkoutPage.open();
    await checkoutPage.saveContact(uniqueBuyer("twice"));
    await checkoutPage.addAddress();
    await page.goto("/odeme/onay?payment=door&door=card");
    await expect(page.getByText(tr.approve.doorCard)).toBeVisible();
    const form = {
      idempotencyKey: await page.locator("input[name=idempotencyKey]").inputValue(),
      payment: "door",
      door: "card",
      distanceSales: "on",
      preInformation: "on",
    };
    const post = () =>
      context.request.post(`${baseURL}/odeme/onay?payment=door&door=card`, { form, maxRedirects: 0, headers: { Origin: baseURL! } });
    const [first, second] = await Promise.all([post(), post()]);
    const third = await post();
    const locations = [first, second, third].map((response) => response.headers()["location"]);
    expect(locations[0]).toMatch(/^\/siparis-tamamlandi\/[\w-]+$/);
    expect(new Set(locations).size).toBe(1);
    await page.goto(locations[0]!);
    await expect(page.getByRole("heading", { level: 1, name: tr.success.title })).toBeVisible();
    await expect(page.getByText(tr.approve.doorCard)).toBeVisible();
  });
});

test("an order that cannot be placed any more goes back to the cart with the message", async ({ page, context, baseURL, checkoutPage, seedGuestCart }) => {
  test.slow();
  const token = await seedGuestCart();
  await checkoutPage.open();
  await checkoutPage.saveContact(uniqueBuyer("gone"));
  await checkoutPage.addAddress();
  await page.goto("/odeme/onay?payment=door&door=cash");
  await page.getByLabel(tr.approve.acceptDistanceSales).check();
  await page.getByLabel(tr.approve.acceptPreInformation).check();
  // Meanwhile the cart loses its line (another tab, an expired product): the order is refused.
  const graphql = (query: string) =>
    context.request.post(`${baseURL}/graphql`, { headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, data: { query } });
  const cart = (await (await graphql("{ cart { ... on Cart { lines { id } } } }")).json()) as { data: { cart: { lines: { id: number }[] } } };
  await graphql(`mutation { removeCartLine(cartProductId: ${cart.data.cart.lines[0].id}) { __typename } }`);
  await page.getByRole("button", { name: tr.approve.placeOrder }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("alert")).toBeVisible();
});

test("order lookup: not found keeps what was typed; required fields are named", async ({ page }) => {
  await page.goto("/siparis-sorgula");
  await page.getByRole("button", { name: tr.lookup.submit }).click();
  await expect(page.getByText(tr.lookup.codeRequired)).toBeVisible();
  await expect(page.getByText(tr.lookup.emailOrPhoneRequired)).toBeVisible();
  await page.getByLabel(tr.lookup.code).fill("JS999999");
  await page.getByLabel(tr.lookup.emailOrPhone).fill("nobody@example.com");
  await page.getByRole("button", { name: tr.lookup.submit }).click();
  await expect(page.getByRole("alert").filter({ hasText: tr.lookup.notFound })).toBeVisible();
  await expect(page.getByLabel(tr.lookup.code)).toHaveValue("JS999999");
  await expect(page.getByLabel(tr.lookup.emailOrPhone)).toHaveValue("nobody@example.com");
});
