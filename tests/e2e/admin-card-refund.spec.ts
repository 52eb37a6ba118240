// An admin gives a card order's money back in the browser, through the built-in test acquirer. In English with
// JavaScript: a member paid two items by test card and returns one; the admin approves the return with part of the
// amount, and both the admin's order page and the member's own order page show what was refunded. In Turkish without
// JavaScript: the acquirer's "cannot refund" card — the admin's cancel is refused with the translated reason and the
// order stays as it was. Screenshots go to test-results/card-refund/.
import { readFileSync } from "node:fs";
import path from "node:path";
import { adminApiToken, memberCardOrderByApi, moveOrder, quietPlainProduct, requestReturn, signInAdmin } from "./admin-orders-api";
import { admin as adminTexts, checkout, errors, fill } from "./catalogues";
import { expect, test } from "./fixtures";
import { signInBrowser } from "./members";

const CARDS = { success: "4111 1111 1111 1111", noRefund: "4000 0000 0000 0077" };
const SHOTS = path.resolve("test-results", "card-refund");
type OrderTexts = { status: Record<string, string>; request: { status: Record<string, string> } };
const orderTexts = (lang: string) => JSON.parse(readFileSync(path.resolve("locales", lang, "order.json"), "utf8")) as OrderTexts;

/** Without bidi marks and spaces, so an amount compares equal however the page isolates it. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u2066-\u2069\s]/g, "");

test.describe("a card return refunded in part (en, JavaScript on)", () => {
  test.use({ lang: "en" });

  test("the admin approves 12.50 of a returned item: the acquirer refunds it, both order pages show it", async ({ page, context, request, baseURL }) => {
    test.slow();
    const t = adminTexts.en;
    const productId = await quietPlainProduct(request, baseURL!, 2);
    const order = await memberCardOrderByApi(request, baseURL!, productId, 2, CARDS.success);
    await moveOrder(request, baseURL!, await adminApiToken(request, baseURL!), order.id, ["APPROVED", "PREPARING", "SHIPPED", "DELIVERED"]);
    await requestReturn(request, baseURL!, order, 1);
    await context.addCookies([{ name: "lang", value: "en", url: baseURL! }]);
    page.on("dialog", (dialog) => void dialog.accept());

    await signInAdmin(page, "en", `/admin/orders/${order.id}`);
    await page.waitForLoadState("networkidle");
    const payment = page.getByRole("region", { name: t.orders.paymentTitle });
    // The fact after its term: the amount refunded so far.
    const refunded = payment.getByText(t.orders.refunded, { exact: true }).locator("xpath=following-sibling::dd[1]");
    const nothingYet = plain(await refunded.innerText());
    const card = page.locator("article.order-request");
    await card.getByLabel(fill(t.orders.refundAmount, { currency: "TRY" })).fill("12.50");
    await card.getByRole("button", { name: t.orders.approveRefund }).click();
    await expect(page.getByText(t.orders.decided)).toBeVisible();
    await expect(page.locator("article.order-request")).toContainText(orderTexts("en").request.status.refunded);
    await expect.poll(async () => plain(await refunded.innerText())).not.toBe(nothingYet);
    expect(plain(await refunded.innerText())).toContain("12.50");
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.screenshot({ path: path.join(SHOTS, "admin-refund-en-1440.png"), fullPage: true });

    // The member's own order page: what the card was charged, and what came back.
    await signInBrowser(context, baseURL!, order.member);
    await page.goto(`/en/siparislerim/${order.code}`);
    await expect(page.getByTestId("order-charged")).toContainText(fill(checkout.en.order.cardCharged, { total: "" }).trim());
    await expect(page.locator(".order-facts dt").getByText(checkout.en.order.refunded, { exact: true })).toBeVisible();
    expect(plain(await page.getByTestId("order-refunded").innerText())).toContain("12.50");
    await page.screenshot({ path: path.join(SHOTS, "member-order-refunded-en-1440.png"), fullPage: true });
  });
});

test.describe("a card the acquirer will not refund (tr, JavaScript off)", () => {
  test.use({ lang: "tr", javaScriptEnabled: false });

  test("the admin's cancel is refused with the reason; the order and its money stay as they were", async ({ page, context, request, baseURL }) => {
    test.slow();
    const t = adminTexts.tr;
    const status = orderTexts("tr").status;
    const productId = await quietPlainProduct(request, baseURL!, 1);
    const order = await memberCardOrderByApi(request, baseURL!, productId, 1, CARDS.noRefund);
    await context.addCookies([{ name: "lang", value: "tr", url: baseURL! }]);

    await signInAdmin(page, "tr", `/admin/orders/${order.id}`);
    await expect(page.locator(".order-head")).toContainText(status.received);
    await page.getByLabel(t.orders.newStatus).selectOption({ label: status.cancelled });
    await page.getByRole("button", { name: t.orders.saveStatus }).click();
    await expect(page.getByText(errors.tr.provider_refund_refused)).toBeVisible();
    await expect(page.locator(".order-head")).toContainText(status.received);
    await page.screenshot({ path: path.join(SHOTS, "admin-refund-refused-tr-1440.png"), fullPage: true });

    await page.goto(`/admin/orders/${order.id}`);
    await expect(page.locator(".order-head")).toContainText(status.received);
    await signInBrowser(context, baseURL!, order.member);
    await page.goto(`/siparislerim/${order.code}`);
    await expect(page.getByTestId("order-charged")).toBeVisible();
    await expect(page.getByTestId("order-refunded")).toHaveCount(0);
  });
});
