// The account area in a browser, in Turkish and Arabic, with JavaScript on and off: personal information (a refused
// field keeps what was typed, then a save), the profile picture (a real picture, then a text file named .jpg), the
// password change (a wrong current password, then the change), the address book (add, then delete after the
// confirmation) and deleting the account (a wrong password, then the deletion signs the browser out).
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { account, errors, fill, prefix, type Lang } from "./catalogues";
import { expect, test } from "./fixtures";
import { ADDRESS_LINE, CheckoutPage } from "./pages/checkout-page";

const PASSWORD = "correct horse battery";
/** A real picture, as a member's would be (any size: the server crops and resizes it). */
const picture = () => sharp({ create: { width: 320, height: 200, channels: 3, background: "#2a9d8f" } }).png().toBuffer();

interface Member {
  id: number;
  email: string;
  token: string;
}

/** A new member through the API, signed in in the browser (the cookies the login page sets). */
async function signedInMember(request: APIRequestContext, context: BrowserContext, baseURL: string): Promise<Member> {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  const email = `account.${n}@example.shop`;
  const response = await request.post(`${baseURL}/graphql`, {
    headers: { "content-type": "application/json" },
    data: {
      query: `mutation($input: RegisterCustomerInput!) { registerCustomer(input: $input) { __typename ... on CustomerSession { token customer { id } } ... on FormError { message } } }`,
      variables: { input: { firstName: "Ayşe", lastName: "Yılmaz", email, phone: `0533${n}`, password: PASSWORD, kvkk: true, membership: true } },
    },
  });
  const result = (await response.json()).data.registerCustomer;
  if (result.__typename !== "CustomerSession") throw new Error(JSON.stringify(result));
  const user = encodeURIComponent(JSON.stringify({ id: result.customer.id, name: "Ayşe", surname: "Yılmaz" }));
  await context.addCookies([
    { name: "g_u_t", value: result.token, url: baseURL },
    { name: "g_u_i", value: user, url: baseURL },
  ]);
  return { id: result.customer.id, email, token: result.token };
}

const toast = (page: Page, text: string) => page.locator(".toast").filter({ hasText: text });

for (const lang of ["tr", "ar"] as Lang[]) {
  for (const js of [true, false]) {
    test.describe(`account area in ${lang}, JavaScript ${js ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled: js });
      test.setTimeout(120_000);

      test("profile, picture, password, addresses and deleting the account", async ({ page, context, request, baseURL }) => {
        const t = account[lang];
        const e = errors[lang];
        const member = await signedInMember(request, context, baseURL!);
        const hydrated = () => (js ? page.waitForLoadState("networkidle") : Promise.resolve());

        // Personal information: a missing first name is named on its field and the rest stays as typed.
        await page.goto(`${prefix(lang)}/hesabim`);
        await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
        const profile = () => page.getByRole("form", { name: t.profile.details });
        await hydrated();
        await profile().getByLabel(t.register.firstName, { exact: true }).fill("");
        await profile().getByLabel(t.profile.homePhone, { exact: true }).fill("0212 555 00 11");
        await profile().getByRole("button", { name: t.profile.save }).click();
        await expect(profile().getByText(e.field_required_first_name)).toBeVisible();
        await expect(profile().getByLabel(t.profile.homePhone, { exact: true })).toHaveValue("0212 555 00 11");
        await profile().getByLabel(t.register.firstName, { exact: true }).fill("Zeynep");
        await profile().getByLabel(t.profile.commercial).check();
        await profile().getByRole("button", { name: t.profile.save }).click();
        await expect(toast(page, t.profile.saved)).toBeVisible();
        await expect(profile().getByLabel(t.register.firstName, { exact: true })).toHaveValue("Zeynep");
        await expect(profile().getByLabel(t.profile.commercial)).toBeChecked();

        // The picture: a real one is shown; a text file named .jpg is refused with the translated reason.
        const pictureBox = () => page.getByRole("region", { name: t.picture.title });
        await pictureBox().getByLabel(t.picture.choose).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await picture() });
        await pictureBox().getByRole("button", { name: t.picture.upload }).click();
        await expect(toast(page, t.picture.saved)).toBeVisible();
        await expect(page.getByRole("img", { name: t.picture.alt })).toBeVisible();
        await pictureBox().getByLabel(t.picture.choose).setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture at all") });
        await pictureBox().getByRole("button", { name: t.picture.upload }).click();
        await expect(toast(page, e.field_image_not_image)).toBeVisible();
        await expect(page.getByRole("img", { name: t.picture.alt })).toBeVisible();

        // The password: a wrong current one is said on its field; the right one changes it.
        await page.goto(`${prefix(lang)}/hesabim/sifre`);
        await hydrated();
        await page.getByLabel(t.password.current, { exact: true }).fill("not my password");
        await page.getByLabel(t.password.new, { exact: true }).fill("a new secret phrase");
        await page.getByLabel(t.password.repeat, { exact: true }).fill("a new secret phrase");
        await page.getByRole("button", { name: t.password.submit, exact: true }).click();
        await expect(page.locator(".form-field__error").getByText(e.password_incorrect)).toBeVisible();
        await page.getByLabel(t.password.current, { exact: true }).fill(PASSWORD);
        await page.getByLabel(t.password.new, { exact: true }).fill("a new secret phrase");
        await page.getByLabel(t.password.repeat, { exact: true }).fill("a new secret phrase");
        if (js) {
          await page.getByRole("button", { name: account[lang].login.showPassword }).first().click();
          await expect(page.getByLabel(t.password.current, { exact: true })).toHaveAttribute("type", "text");
        }
        await page.getByRole("button", { name: t.password.submit, exact: true }).click();
        await expect(toast(page, t.password.done)).toBeVisible();

        // The address book: add one, then delete it after the confirmation.
        await page.goto(`${prefix(lang)}/hesabim/adreslerim`);
        await new CheckoutPage(page, lang, js).fillNewAddress("Ev");
        await expect(page.getByText(ADDRESS_LINE)).toBeVisible();
        const checkoutTexts = new CheckoutPage(page, lang, js).texts;
        await page.getByRole("link", { name: fill(checkoutTexts.addresses.deleteNamed, { title: "Ev" }) }).click();
        const confirm = page.getByRole("alertdialog", { name: fill(t.book.deleteConfirm, { title: "Ev" }) });
        await confirm.getByRole("button", { name: t.book.deleteYes }).click();
        await expect(toast(page, checkoutTexts.addresses.deleted)).toBeVisible();
        await expect(page.getByText(ADDRESS_LINE)).toHaveCount(0);

        // Deleting the account: the wrong password is refused; the right one deletes it and signs the browser out.
        await page.goto(`${prefix(lang)}/hesabim`);
        await hydrated();
        await page.getByRole("link", { name: t.delete.link }).click();
        const deleteForm = js ? page.getByRole("dialog", { name: t.delete.title }) : page.locator("main");
        await deleteForm.getByLabel(t.delete.password, { exact: true }).fill("wrong password");
        await deleteForm.getByRole("button", { name: t.delete.submit }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/hesabim/hesabi-sil$`));
        await expect(page.locator(".form-field__error").getByText(e.password_incorrect)).toBeVisible();
        await page.getByLabel(t.delete.password, { exact: true }).fill("a new secret phrase");
        await page.getByRole("button", { name: t.delete.submit }).click();
        await expect(toast(page, t.delete.done)).toBeVisible();
        expect((await context.cookies()).find((cookie) => cookie.name === "g_u_t")).toBeUndefined();
        await page.goto(`${prefix(lang)}/hesabim`);
        await expect(page).toHaveURL(/uye-giris/);
        // Every session ended on the server too: the member's first token no longer works.
        const me = await request.get(`${baseURL}/api/v1/customerToken/me`, { headers: { authorization: `Bearer ${member.token}` } });
        expect(me.status()).toBe(401);
      });
    });
  }
}
