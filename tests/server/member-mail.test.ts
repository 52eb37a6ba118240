// Mails to members in their language: the welcome and the email-verification link after registration (the language
// registered in), the reset link and the password-changed notice, each in tr, en and ar with the right direction; the link's origin is PUBLIC_URL,
// never something a caller sends.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MemoryMailer, setMailer } from "../../graphql-server/modules/mail/mailer.js";
import { memberMail, resetLink } from "../../graphql-server/modules/customer/access/member-mail.js";
import { memberInput, REGISTER } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterEach(() => setMailer(null));
afterAll(() => t?.close());

const SUBJECTS = {
  welcome: { tr: "Üyeliğiniz hazır", en: "Your account is ready", ar: "حسابك جاهز" },
  passwordReset: { tr: "Şifre yenileme bağlantınız", en: "Your password reset link", ar: "رابط إعادة تعيين كلمة المرور" },
  passwordChanged: { tr: "Şifreniz değiştirildi", en: "Your password was changed", ar: "تم تغيير كلمة المرور" },
  emailVerification: { tr: "E-posta adresinizi doğrulayın", en: "Verify your email address", ar: "تحقق من بريدك الإلكتروني" },
} as const;
const HELLO = { tr: "Merhaba Zeynep,", en: "Hello Zeynep,", ar: "مرحبًا Zeynep،" } as const;

describe("member mails", () => {
  for (const language of ["tr", "en", "ar"] as const) {
    it(`welcomes a member who registered in ${language} in ${language}, and asks them to verify the address`, async () => {
      await t.shop.jobs.idle();
      const mailer = new MemoryMailer();
      setMailer(mailer);
      const input = memberInput({ firstName: "Zeynep" });
      const reply = await t.exec<{ registerCustomer: { __typename: string } }>(REGISTER, { variables: { input, language } });
      expect(reply.data!.registerCustomer.__typename).toBe("CustomerSession");
      await t.shop.jobs.idle();
      expect(mailer.sent.map((m) => m.subject).sort()).toEqual([SUBJECTS.welcome[language], SUBJECTS.emailVerification[language]].sort());
      for (const mail of mailer.sent) {
        expect(mail.to).toBe(input.email);
        expect(mail.text.startsWith(HELLO[language])).toBe(true);
        expect(mail.html).toContain(`<html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}">`);
      }
    });

    it(`writes the reset and changed mails in ${language}, markup escaped`, () => {
      const to = { email: "z@example.shop", firstName: "<Zeynep>", language };
      const link = resetLink("tok_en-123", language);
      const reset = memberMail("passwordReset", to, link, { minutes: 60 });
      expect(reset.subject).toBe(SUBJECTS.passwordReset[language]);
      expect(reset.text).toContain(link);
      expect(reset.text).toContain("60");
      expect(reset.html).toContain(`href="${link}"`);
      expect(reset.html).toContain("&#60;Zeynep&#62;");
      expect(reset.html).not.toContain("<Zeynep>");
      const changed = memberMail("passwordChanged", to);
      expect(changed.subject).toBe(SUBJECTS.passwordChanged[language]);
      expect(changed.text).not.toContain("http");
    });
  }

  it("builds the link on PUBLIC_URL when set", () => {
    const saved = process.env.PUBLIC_URL;
    try {
      process.env.PUBLIC_URL = "https://shop.example";
      expect(resetLink("abc", "ar")).toBe("https://shop.example/ar/sifre-yenile?token=abc");
      expect(resetLink("abc", "tr")).toBe("https://shop.example/sifre-yenile?token=abc");
    } finally {
      if (saved === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = saved;
    }
  });
});
