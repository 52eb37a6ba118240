// The checkout wizard (address, payment, approve, success) and the order lookup as a guest uses them, in one
// language. Accessible names come from the locale files.
import { expect, type Page } from "@playwright/test";
import { checkout, common, prefix, type Lang } from "../catalogues";
import { nextCodeTo, textsSentTo } from "../text-outbox";

export interface Buyer {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
}

/** A buyer no other test uses, so an order lookup by email or phone finds this test's order. */
export function uniqueBuyer(tag: string): Buyer {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  return { email: `${tag}.${n}@example.com`, phone: `0532${n}`, firstName: "Ayşe", lastName: "Yılmaz" };
}

export const ADDRESS_LINE = "Caferağa Mah. Moda Cad. No: 12 D: 3";

export class CheckoutPage {
  readonly texts: (typeof checkout)[Lang];

  constructor(
    readonly page: Page,
    readonly lang: Lang,
    /** Whether the page runs JavaScript (the district list then follows the province at once). */
    readonly js: boolean,
  ) {
    this.texts = checkout[lang];
  }

  async open(step = "adres") {
    await this.page.goto(`${prefix(this.lang)}/odeme/${step}`);
  }

  /** Address step: the guest's contact block, then the phone confirmation the shop asks for (on by default). */
  async saveContact(buyer: Buyer) {
    await this.saveContactOnly(buyer);
    await this.confirmPhone(buyer.phone);
  }

  /** Address step: the guest's contact block alone. */
  async saveContactOnly(buyer: Buyer) {
    const t = this.texts.contact;
    const contact = this.page.getByRole("form", { name: t.title });
    await contact.getByLabel(t.email, { exact: true }).fill(buyer.email);
    await contact.getByLabel(t.phone, { exact: true }).fill(buyer.phone);
    await contact.getByLabel(t.firstName, { exact: true }).fill(buyer.firstName);
    await contact.getByLabel(t.lastName, { exact: true }).fill(buyer.lastName);
    await contact.getByRole("button", { name: t.save }).click();
    await expect(this.page.getByText(buyer.email)).toBeVisible();
  }

  /** Address step: "verify your phone" — a code by SMS, read from the dev outbox, typed in. */
  async confirmPhone(phone: string) {
    const t = this.texts.phoneConfirm;
    const card = this.page.getByRole("region", { name: t.title });
    const before = textsSentTo(phone);
    await card.getByRole("button", { name: t.sendSms }).click();
    const code = await nextCodeTo(phone, before);
    await card.getByLabel(common[this.lang].phoneCode.code).fill(code);
    await card.getByRole("button", { name: t.submit }).click();
    await expect(card).toHaveCount(0);
  }

  /**
   * Address step: a new address in İstanbul / Kadıköy. Without JavaScript the district list comes after the
   * "refresh lists" button; with JavaScript it follows the province choice at once.
   */
  async addAddress(title = "Ev") {
    await this.fillNewAddress(title);
    // The new address is in the list (with the same line as any address saved before it).
    await expect(this.page.getByRole("form", { name: this.texts.addresses.title }).getByText(ADDRESS_LINE).last()).toBeVisible();
  }

  /** The new-address form filled in (İstanbul / Kadıköy) and saved: the checkout's and the account's address book. */
  async fillNewAddress(title: string) {
    const t = this.texts.addressForm;
    // With JavaScript the district list follows the province through a fetcher: choose after hydration.
    if (this.js) await this.page.waitForLoadState("networkidle");
    const form = () => this.page.getByRole("form", { name: t.titleNew });
    await form().getByLabel(t.title, { exact: true }).fill(title);
    await form().getByLabel(t.zipCode, { exact: true }).fill("34710");
    await form().getByLabel(t.state, { exact: true }).selectOption({ label: "İstanbul" });
    if (!this.js) await form().getByRole("button", { name: t.refresh }).click();
    await expect(form().getByLabel(t.title, { exact: true })).toHaveValue(title);
    await form().getByLabel(t.city, { exact: true }).selectOption({ label: "Kadıköy" });
    await form().getByLabel(t.address, { exact: true }).fill(ADDRESS_LINE);
    await form().getByRole("button", { name: t.save }).click();
  }

  /** Contact and an address, then on to the payment step. */
  async fillAddressStep(buyer: Buyer) {
    await this.saveContact(buyer);
    await this.addAddress();
    await this.page.getByRole("button", { name: this.texts.addresses.continue }).click();
    await expect(this.page).toHaveURL(new RegExp(`${prefix(this.lang)}/odeme/odeme-yontemi`));
  }

  /** Payment step: on to approve with what is chosen. */
  async continueFromPayment() {
    await this.page.getByRole("button", { name: this.texts.payment.continue }).click();
  }

  /** Approve step: accept both contracts and place the order; returns the order number from the success page. */
  async approve(): Promise<string> {
    const t = this.texts;
    // The shop's contract pages, with the order's own values filled in.
    await expect(this.page.locator(".contract__text").first()).not.toContainText("{{");
    await this.page.getByLabel(t.approve.acceptDistanceSales).check();
    await this.page.getByLabel(t.approve.acceptPreInformation).check();
    await this.page.getByRole("button", { name: t.approve.placeOrder }).click();
    await expect(this.page.getByRole("heading", { level: 1, name: t.success.title })).toBeVisible();
    const code = (await this.page.getByTestId("order-code").textContent())!.trim();
    expect(code).not.toBe("");
    return code;
  }

  /** Order lookup by number and email or phone: the order shows with its number. */
  async lookUpOrder(code: string, emailOrPhone: string) {
    const t = this.texts.lookup;
    await this.page.goto(`${prefix(this.lang)}/siparis-sorgula`);
    await this.page.getByLabel(t.code).fill(code);
    await this.page.getByLabel(t.emailOrPhone).fill(emailOrPhone);
    await this.page.getByRole("button", { name: t.submit }).click();
    await expect(this.page.getByRole("heading", { name: t.result.replace("{{code}}", code) })).toBeVisible();
    await expect(this.page.getByTestId("order-code")).toHaveText(code);
  }
}
