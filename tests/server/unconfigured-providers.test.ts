// The route table's payment providers without an adapter: every one answers a shopper with the translated
// provider_not_configured refusal a pay route gives, whatever it is sent (a card is never read), and a caller
// without a member or guest token with the 401 every pay route gives.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createProduct, guestWithCart } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

const ROUTES: [method: "GET" | "POST", path: string][] = [
  ...["payIsyerimpos", "payTami", "payMoka", "payIpara", "payZainCash", "payPaypal", "payDpo", "payQnbPay"].map(
    (name) => ["POST", `/api/v1/payment/${name}`] as ["POST", string],
  ),
  ...["isyerimpos", "tami", "moka", "ipara"].map((p) => ["POST", `/api/v1/payment/${p}QueryInstallmentAndBin`] as ["POST", string]),
  ["POST", "/api/v1/payment/confirmGooglePayment"],
];

const MESSAGES = {
  tr: "Bu ödeme yöntemi bu mağazada henüz kullanılamıyor. Lütfen başka bir ödeme yöntemi seçin.",
  en: "This payment method is not available in this shop yet. Please choose another payment method.",
  ar: "طريقة الدفع هذه غير متاحة في هذا المتجر بعد. يُرجى اختيار طريقة دفع أخرى.",
};

let t: TestShop;
let token: string;
beforeAll(async () => {
  t = await startTestShop();
  token = await guestWithCart(t, (await createProduct(t, { stock: 5 })).id, 1);
});
afterAll(() => t?.close());

const card = JSON.stringify({ card_holder: "Ayse Yilmaz", card_number: "4111 1111 1111 1111", card_expiry: "12/35", cvc: "123", bin_number: "411111" });

describe("payment providers without an adapter", () => {
  it.each(ROUTES)("%s %s: provider_not_configured in tr, en and ar for a shopper; 401 without a token", async (method, path) => {
    const body = method === "POST" ? card : undefined;
    for (const [language, message] of Object.entries(MESSAGES)) {
      const res = await t.rest(`${path}?language=${language}&payment_code=credit_card`, {
        method,
        headers: { "content-type": "application/json", ...bearer(token) },
        body,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: false, code: "provider_not_configured", message, field: null });
    }
    const anonymous = await t.rest(path, { method, headers: { "content-type": "application/json" }, body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, code: "unauthorized" });
  });
});
