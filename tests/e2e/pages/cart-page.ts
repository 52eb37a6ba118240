// The product page's buy box and the cart page as a shopper uses them, in one language. Accessible names come from
// the locale files, so a copy change cannot silently break a test.
import { expect, type Locator, type Page } from "@playwright/test";
import { cart, catalog, common, fill, plural, prefix, type Lang } from "../catalogues";
import type { Choice, VariantProduct } from "../shop-data";

export class CartPage {
  readonly texts: (typeof cart)[Lang];

  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    this.texts = cart[lang];
  }

  /** The product page, optionally with a variant already chosen (the choice rides in the URL). */
  async openProduct(product: VariantProduct, variant?: { colour: Choice; size: Choice }) {
    const query = variant ? `?p1=${variant.colour.id}&p2=${variant.size.id}` : "";
    await this.page.goto(`${prefix(this.lang)}/${product.seoLink[this.lang]}${query}`);
  }

  /** Chooses a colour, then a size, through the variant links (they work without JavaScript too). */
  async chooseVariants(variant: { colour: Choice; size: Choice }) {
    const groups = this.page.locator(".variants").getByRole("group");
    await groups.nth(0).getByRole("link", { name: variant.colour.name[this.lang], exact: true }).click();
    await expect(this.page).toHaveURL(new RegExp(`[?&]p1=${variant.colour.id}`));
    await groups.nth(1).getByRole("link", { name: variant.size.name[this.lang], exact: true }).click();
    await expect(this.page).toHaveURL(new RegExp(`[?&]p2=${variant.size.id}`));
    await this.page.waitForLoadState("load");
  }

  personalization(product: VariantProduct): Locator {
    return this.page.getByLabel(product.personalization.name[this.lang]);
  }

  async addToCart() {
    await this.page.getByRole("button", { name: catalog[this.lang].product.addToCart }).click();
  }

  /** The added-to-cart popup. */
  addedDialog(): Locator {
    return this.page.getByRole("dialog", { name: this.texts.added.title });
  }

  /** The header's cart link, naming the item count (none: the empty cart's name). */
  headerLink(count: number | null): Locator {
    const t = common[this.lang].header;
    return this.page.getByRole("banner").getByRole("link", { name: count ? plural(t, "cartCount", this.lang, count) : t.cart, exact: true });
  }

  async open() {
    await this.page.goto(`${prefix(this.lang)}/cart`);
    await this.expectOpen();
  }

  async expectOpen() {
    await expect(this.page).toHaveURL(new RegExp(`${prefix(this.lang)}/cart$`));
    await expect(this.page.getByRole("heading", { level: 1, name: new RegExp(this.texts.title) })).toBeVisible();
  }

  async firstLineTitle(): Promise<string> {
    return (await this.page.locator(".cart-line__title").first().textContent())!.trim();
  }

  quantity(title: string): Locator {
    return this.page.getByRole("spinbutton", { name: fill(this.texts.lines.quantityFor, { title }) });
  }

  async increase(title: string) {
    await this.page.getByRole("button", { name: fill(this.texts.lines.increase, { title }) }).click();
  }

  async decrease(title: string) {
    await this.page.getByRole("button", { name: fill(this.texts.lines.decrease, { title }) }).click();
  }

  /** Types a quantity and sends it with the Update button. */
  async typeQuantity(title: string, quantity: number) {
    await this.quantity(title).fill(String(quantity));
    await this.page.getByRole("button", { name: this.texts.lines.update }).click();
  }

  /** The toast a finished cart change shows (`done` names which one). */
  doneToast(done: keyof (typeof cart)[Lang]["done"]): Locator {
    return this.page.getByRole("status").filter({ hasText: this.texts.done[done] });
  }

  async applyCoupon(code: string) {
    await this.page.getByRole("textbox", { name: this.texts.coupon.label }).fill(code);
    await this.page.getByRole("button", { name: this.texts.coupon.apply }).click();
  }

  async expectCoupon(code: string) {
    await expect(this.page.getByText(fill(this.texts.coupon.applied, { code }))).toBeVisible();
    await expect(this.totals()).toContainText(this.texts.totals.couponDiscount);
  }

  totals(): Locator {
    return this.page.getByRole("region", { name: this.texts.totals.heading });
  }

  /** Remove asks first (a link to ?sil=…), then removes. */
  async removeLine(title: string) {
    await this.page.getByRole("link", { name: fill(this.texts.lines.removeNamed, { title }) }).click();
    await this.page.getByRole("button", { name: this.texts.lines.confirmYes }).click();
  }

  async expectEmpty() {
    await expect(this.page.getByRole("heading", { name: this.texts.empty.title })).toBeVisible();
    await expect(this.headerLink(null)).toBeVisible();
  }

  async goToCheckout() {
    await this.page.getByRole("link", { name: this.texts.checkout }).first().click();
    await expect(this.page).toHaveURL(new RegExp(`${prefix(this.lang)}/odeme/adres$`));
  }
}
