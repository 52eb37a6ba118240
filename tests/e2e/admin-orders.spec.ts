// The admin's order pages end to end. An admin moves a member's order through its states in the browser (approved
// → preparing → shipped with cargo and tracking number → delivered): shipping without a tracking number is refused
// with the field's message, each change mails the customer, and the member's own order page shows the state and
// the tracking link. In Arabic, a wire transfer's payment is confirmed (asked first). Without JavaScript, an admin
// approves a return with a refund and stock return: a bad amount is refused with its message, then the product's
// stock comes back. Screenshots of the pages in tr, en and ar at 1440 and 768 px, the Arabic ones mirrored.
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  adminApiToken,
  expectStatusMail,
  gql,
  memberOrderByApi,
  moveOrder,
  quietPlainProduct,
  requestReturn,
  signInAdmin,
  statusSubject,
  stockOf,
} from "./admin-orders-api";
import { account, admin as adminTexts, checkout, fill, type Lang } from "./catalogues";
import { expect, test } from "./fixtures";
import { signInBrowser } from "./members";
import { findPlainProduct } from "./shop-data";

type OrderTexts = { status: Record<string, string>; statusMail: { subject: string }; decisionMail: { subject: string }; request: { kind: Record<string, string>; status: Record<string, string> } };
const orderTexts = (lang: Lang) => JSON.parse(readFileSync(path.resolve("locales", lang, "order.json"), "utf8")) as OrderTexts;

const SHOTS = process.env.E2E_SHOTS ?? path.resolve("test-results", "admin-orders-shots");

test.describe("an admin moves an order through its states (en, JavaScript on)", () => {
  test.use({ lang: "en" });

  test("approve, prepare, ship with tracking, deliver; the customer is mailed and sees the tracking link", async ({ page, context, request, baseURL }) => {
    test.slow();
    const t = adminTexts.en;
    const status = orderTexts("en").status;
    const product = await findPlainProduct(request, baseURL!, 4);
    const order = await memberOrderByApi(request, baseURL!, product.id, product.minOrder);
    await context.addCookies([{ name: "lang", value: "en", url: baseURL! }]);
    page.on("dialog", (dialog) => void dialog.accept());

    await signInAdmin(page, "en", `/admin/orders?q=${order.code}`);
    await page.getByRole("link", { name: order.code, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: fill(t.orders.detailTitle, { code: order.code }) })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const head = page.locator(".order-head");
    await expect(head).toContainText(status.received);
    // Only what the state machine allows from "received": approve or cancel.
    const choice = page.getByLabel(t.orders.newStatus);
    await expect(choice.locator("option")).toHaveText([status.approved, status.cancelled]);

    for (const next of ["approved", "preparing"]) {
      await choice.selectOption({ label: status[next] });
      await page.getByRole("button", { name: t.orders.saveStatus }).click();
      await expect(head).toContainText(status[next]);
      await expect(page.getByText(t.orders.changed)).toBeVisible();
    }

    // Shipping without the tracking number: refused, the field says why.
    await choice.selectOption({ label: status.shipped });
    await page.getByRole("button", { name: t.orders.saveStatus }).click();
    await expect(page.getByText(t.orders.errors.trackingCode)).toBeVisible();
    await expect(head).toContainText(status.preparing);
    const tracking = `YK${order.id}77`;
    await page.getByLabel(t.orders.newStatus).selectOption({ label: status.shipped });
    await page.getByLabel(t.orders.cargoCompany).selectOption({ label: "Yurtiçi Kargo" });
    await page.getByLabel(t.orders.trackingCode).fill(tracking);
    await page.getByRole("button", { name: t.orders.saveStatus }).click();
    await expect(head).toContainText(status.shipped);
    await expect(page.getByRole("link", { name: tracking })).toHaveAttribute("href", new RegExp(`code=${tracking}$`));

    await page.getByLabel(t.orders.newStatus).selectOption({ label: status.delivered });
    await page.getByRole("button", { name: t.orders.saveStatus }).click();
    await expect(head).toContainText(status.delivered);
    const history = page.getByRole("region", { name: t.orders.history });
    await expect(history.getByRole("listitem")).toHaveCount(5);

    // One mail per change; the shipping one carries the tracking link.
    const subject = orderTexts("en").statusMail.subject;
    for (const s of ["approved", "preparing", "delivered"]) await expectStatusMail(order.member.email, statusSubject(subject, order.code, status[s]));
    await expectStatusMail(order.member.email, statusSubject(subject, order.code, status.shipped), [tracking, "yurticikargo.com"]);

    // The invoice number the shop gives it (set through the API here; the admin's form posts the same mutation).
    const invoice = `FTR-${order.id}`;
    const SET_INVOICE = `mutation($id: Int!, $number: String!) { setOrderInvoiceNumber(orderId: $id, invoiceNumber: $number) { __typename } }`;
    await gql(request, baseURL!, await adminApiToken(request, baseURL!), SET_INVOICE, { id: order.id, number: invoice });

    // The member's order page follows: the state, the tracking link and the invoice number.
    await signInBrowser(context, baseURL!, order.member);
    await page.goto(`/en/siparislerim/${order.code}`);
    await expect(page.getByRole("heading", { level: 1, name: fill(account.en.orders.detailTitle, { code: order.code }) })).toBeVisible();
    await expect(page.getByText(status.delivered).first()).toBeVisible();
    await expect(page.getByRole("link", { name: checkout.en.order.track })).toHaveAttribute("href", new RegExp(`code=${tracking}$`));
    await expect(page.getByText(checkout.en.order.invoiceNumber, { exact: true })).toBeVisible();
    await expect(page.getByTestId("order-invoice-number")).toHaveText(invoice);
  });
});

test.describe("an admin confirms a wire transfer (ar, JavaScript on)", () => {
  test.use({ lang: "ar" });

  test("the transfer's card confirms the payment: the order is approved and counts as paid", async ({ page, context, request, baseURL }) => {
    test.slow();
    const t = adminTexts.ar;
    const status = orderTexts("ar").status;
    const product = await findPlainProduct(request, baseURL!, 4);
    const order = await memberOrderByApi(request, baseURL!, product.id, product.minOrder, true);
    await context.addCookies([{ name: "lang", value: "ar", url: baseURL! }]);
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await signInAdmin(page, "ar", `/admin/orders/${order.id}`);
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".order-head")).toContainText(status.awaiting_payment);
    const payment = page.getByRole("region", { name: t.orders.paymentTitle });
    const paidBefore = await payment.locator("dd").nth(2).textContent();
    await page.getByRole("button", { name: t.orders.confirmWire }).click();
    await expect(page.locator(".order-head")).toContainText(status.approved);
    expect(asked).toEqual([t.orders.confirmWireQuestion]);
    await expect(page.getByRole("region", { name: t.orders.history })).toContainText(t.orders.wireNote);
    await expect(page.getByRole("button", { name: t.orders.confirmWire })).toHaveCount(0);
    // What was paid is the order's total now (it was nothing before).
    await expect(payment.locator("dd").nth(2)).not.toHaveText(paidBefore!);
  });
});

test.describe("an admin approves a return with stock return (tr, JavaScript off)", () => {
  test.use({ lang: "tr", javaScriptEnabled: false });

  test("a bad amount is refused with its message; then the refund is recorded and the stock comes back", async ({ page, context, request, baseURL }) => {
    test.slow();
    const t = adminTexts.tr;
    const texts = orderTexts("tr");
    const quantity = 2;
    const productId = await quietPlainProduct(request, baseURL!, quantity);
    const order = await memberOrderByApi(request, baseURL!, productId, quantity);
    await moveOrder(request, baseURL!, await adminApiToken(request, baseURL!), order.id, ["APPROVED", "PREPARING", "SHIPPED", "DELIVERED"]);
    await requestReturn(request, baseURL!, order);
    const stockBefore = await stockOf(request, baseURL!, productId);
    await context.addCookies([{ name: "lang", value: "tr", url: baseURL! }]);

    // The list filtered to open return requests holds the order.
    await signInAdmin(page, "tr", "/admin/orders?request=refund");
    await page.getByRole("link", { name: order.code, exact: true }).click();
    const card = page.locator("article.order-request");
    await expect(card).toContainText(texts.request.kind.refund);
    await expect(card).toContainText(texts.request.status.requested);
    await page.screenshot({ path: path.join(SHOTS, "order-return-request-tr-1280.png"), fullPage: true });

    await card.getByLabel(fill(t.orders.refundAmount, { currency: "TRY" })).fill("on iki lira");
    await card.getByRole("button", { name: t.orders.approveRefund }).click();
    await expect(page.getByText(t.orders.errors.refundFormat)).toBeVisible();
    await expect(page.locator("article.order-request")).toContainText(texts.request.status.requested);

    const again = page.locator("article.order-request");
    await again.getByLabel(fill(t.orders.refundAmount, { currency: "TRY" })).fill("12,50");
    await again.getByLabel(t.orders.description).fill("Ürünler depoya ulaştı");
    await expect(again.getByLabel(t.orders.decisionStock)).toBeChecked();
    await again.getByRole("button", { name: t.orders.approveRefund }).click();
    await expect(page.getByText(t.orders.decided)).toBeVisible();
    const decided = page.locator("article.order-request");
    await expect(decided).toContainText(texts.request.status.refunded);
    await expect(decided).toContainText(t.orders.stockBack);
    await expect(page.locator(".order-head")).toContainText(texts.status.refunded);

    expect(await stockOf(request, baseURL!, productId)).toBe(stockBefore + quantity);
    await expectStatusMail(order.member.email, fill(orderTexts("en").decisionMail.subject, { kind: orderTexts("en").request.kind.refund, code: order.code, status: orderTexts("en").request.status.refunded }));
  });
});

test.describe("the order and customer pages in three languages", () => {
  for (const lang of ["tr", "en", "ar"] as Lang[]) {
    test(`screenshots in ${lang} at 1440 and 768 px`, async ({ page, context, request, baseURL }) => {
      test.slow();
      const t = adminTexts[lang];
      const product = await findPlainProduct(request, baseURL!, 4);
      const order = await memberOrderByApi(request, baseURL!, product.id, product.minOrder);
      await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
      await page.setViewportSize({ width: 1440, height: 1000 });
      await signInAdmin(page, lang, "/admin");
      const pages = [
        { name: "dashboard", path: "/admin", heading: fill(t.dashboard.welcome, { name: "" }).trim() },
        { name: "orders", path: "/admin/orders", heading: t.orders.title },
        { name: "order", path: `/admin/orders/${order.id}`, heading: fill(t.orders.detailTitle, { code: order.code }) },
        { name: "customers", path: "/admin/customers", heading: t.customers.title },
        { name: "customer", path: `/admin/customers/${order.member.id}`, heading: `${order.member.firstName} Kaya` },
      ];
      for (const width of [1440, 768]) {
        await page.setViewportSize({ width, height: 1000 });
        for (const p of pages) {
          await page.goto(p.path);
          await expect(page.getByRole("heading", { level: 1 })).toContainText(p.heading);
          await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
          // Nothing wider than the window: tables scroll inside their box.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await page.screenshot({ path: path.join(SHOTS, `${p.name}-${lang}-${width}.png`), fullPage: true });
        }
      }
      // Mirrored: the menu on the start side (the right in Arabic).
      await page.setViewportSize({ width: 1440, height: 1000 });
      const sidebar = (await page.locator("#admin-sidebar").boundingBox())!;
      if (lang === "ar") expect(sidebar.x).toBeGreaterThan(700);
      else expect(sidebar.x).toBeLessThan(2);
      // The customer's page links to each order.
      await page.getByRole("link", { name: order.code, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(order.code);
    });
  }
});
