// A local PayTR for tests and the demo, speaking PayTR's iframe API as the adapter uses it: every API call's
// paytr_token is checked exactly (a wrong one is refused and recorded), get-token refuses an order id used before, an
// amount that is not whole kuruş and a basket that does not add up to the amount; the iframe page takes the card
// (the shop never does), the bank's 3-D Secure page approves or denies, and the notification is posted to the shop
// with PayTR's hash, twice (PayTR sends it again until it reads "OK"). Refunds are recorded and never exceed what was
// paid; the status query, the BIN service and the installment-rate table answer as PayTR's do. Installments: the
// token's no_installment and max_installment bound what its page offers (a count above the shop's, or any for a
// single payment, is refused), the typed card's family must sell the count, and the total then carries the family's
// rate, as PayTR's own does: total_amount in the notification, payment_total in the status query.
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express, { type Request, type Response } from "express";
import { installmentCharge } from "../../../../../../shared/installments.js";
import { basketSum } from "../basket.js";
import { familyOptions, MAX_PAYTR_INSTALLMENTS } from "../rates.js";
import { decimalAmount, formToken, notificationHash, parseDecimalAmount, sameToken, TOKEN_FIELDS, type PaytrKeys } from "../signing.js";
import { cardFormPage, notFoundPage, threeDsPage } from "./fake-pages.js";
import { FAKE_PAYTR_RATES, fakePaytrCard, fakePaytrCardByBin, type FakePaytrBehaviour } from "./fake-cards.js";

export interface FakePaytrPayment {
  oid: string;
  token: string;
  /** The 3-D Secure page's own secret (its form must carry it). */
  secret: string;
  /** payment_amount: the order's amount, before any installment interest. */
  amountMinor: number;
  /** What the shopper paid: the amount plus the chosen plan's interest (the amount until the card is paid). */
  totalMinor: number;
  installmentCount: number;
  /** The most parts the shop's token allows; 1 when it said no_installment=1. */
  maxInstallment: number;
  currency: string;
  okUrl: string;
  failUrl: string;
  last4: string;
  behaviour: FakePaytrBehaviour | null;
  state: "card" | "three_ds" | "paid" | "failed";
  returns: { amountMinor: number }[];
}

export type FakeNotification = Record<string, string>;

export interface FakePaytr extends PaytrKeys {
  url: string;
  payments: Map<string, FakePaytrPayment>;
  refunds: { oid: string; amountMinor: number }[];
  /** API calls refused for their paytr_token, by path. */
  refusedTokens: string[];
  /** Notifications waiting to be sent; `deliverNotifications` sends each twice. */
  notifications: FakeNotification[];
  /** Where notifications go (PayTR's "Bildirim URL"); null = kept until delivered by hand. */
  notifyUrl: string | null;
  /** What the shop answered each delivery (status and body). */
  replies: { status: number; body: string }[];
  deliverNotifications(): Promise<{ status: number; body: string }[]>;
  close(): Promise<void>;
}

export interface FakePaytrOptions {
  merchantId?: string;
  merchantKey?: string;
  merchantSalt?: string;
  port?: number;
  notifyUrl?: string | null;
  /** Post each notification before the browser is sent back (the demo and the browser tests). */
  notifyAtOnce?: boolean;
}

type Form = Record<string, string>;

/** The most parts a token allows: 1 with no_installment=1, else max_installment (0 = PayTR's most); null when malformed. */
function installmentLimit(noInstallment: string | undefined, maxInstallment: string | undefined): number | null {
  if (!/^\d{1,2}$/.test(maxInstallment ?? "")) return null;
  const max = Number(maxInstallment);
  if (noInstallment === "1") return 1;
  if (noInstallment !== "0" || max === 1 || max > MAX_PAYTR_INSTALLMENTS) return null;
  return max === 0 ? MAX_PAYTR_INSTALLMENTS : max;
}

const failed = (reason: string) => ({ status: "failed", reason });
const apiError = (err_no: string, err_msg: string) => ({ status: "error", err_no, err_msg });

const luhn = (digits: string) =>
  [...digits].reverse().reduce((sum, d, i) => sum + (i % 2 ? ((Number(d) * 2) % 10) + Math.floor((Number(d) * 2) / 10) : Number(d)), 0) % 10 === 0;

export async function startFakePaytr(options: FakePaytrOptions = {}): Promise<FakePaytr> {
  const keys: PaytrKeys = {
    merchantId: options.merchantId ?? "100001",
    merchantKey: options.merchantKey ?? "fake-merchant-key",
    merchantSalt: options.merchantSalt ?? "fake-merchant-salt",
  };
  const payments = new Map<string, FakePaytrPayment>();
  const byToken = new Map<string, FakePaytrPayment>();
  const app = express();
  const fake: FakePaytr = {
    ...keys,
    url: "",
    payments,
    refunds: [],
    refusedTokens: [],
    notifications: [],
    notifyUrl: options.notifyUrl ?? null,
    replies: [],
    deliverNotifications,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  async function deliverNotifications() {
    const waiting = fake.notifications.splice(0);
    const replies: { status: number; body: string }[] = [];
    if (!fake.notifyUrl) return replies;
    for (const notification of waiting) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const res = await fetch(fake.notifyUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(notification),
        });
        replies.push({ status: res.status, body: await res.text() });
      }
    }
    fake.replies.push(...replies);
    return replies;
  }

  function notify(p: FakePaytrPayment, reasonCode: string, reasonMessage: string) {
    const status = p.state === "paid" ? "success" : "failed";
    const total_amount = String(p.totalMinor);
    fake.notifications.push({
      merchant_oid: p.oid,
      status,
      total_amount,
      hash: notificationHash(keys, { merchant_oid: p.oid, status, total_amount }),
      failed_reason_code: reasonCode,
      failed_reason_msg: reasonMessage,
      test_mode: "1",
      payment_type: "card",
      currency: p.currency,
      payment_amount: String(p.amountMinor),
      installment_count: String(p.installmentCount),
    });
  }

  // The API: form posts whose paytr_token must be exactly PayTR's over the call's fields.
  const api = (path: string, fields: readonly string[], handle: (form: Form, res: Response) => void) =>
    app.post(path, express.urlencoded({ extended: false, limit: "64kb" }), (req: Request, res: Response) => {
      const form = (req.body ?? {}) as Form;
      if (form.merchant_id !== keys.merchantId || !sameToken(form.paytr_token, formToken(keys, fields, form))) {
        fake.refusedTokens.push(path);
        return void res.json(path === "/odeme/api/get-token" ? failed("paytr_token gecersiz") : apiError("002", "paytr_token gecersiz"));
      }
      handle(form, res);
    });

  api("/odeme/api/get-token", TOKEN_FIELDS.getToken, (form, res) => {
    const oid = form.merchant_oid ?? "";
    if (!/^[A-Za-z0-9]{1,64}$/.test(oid)) return void res.json(failed("merchant_oid gecersiz"));
    if (payments.has(oid)) return void res.json(failed("merchant_oid daha once kullanilmis"));
    if (!/^[1-9]\d{0,13}$/.test(form.payment_amount ?? "")) return void res.json(failed("payment_amount gecersiz"));
    const amountMinor = Number(form.payment_amount);
    if (basketSum(form.user_basket ?? "") !== amountMinor) return void res.json(failed("user_basket toplami payment_amount ile ayni degil"));
    if (!["TL", "EUR", "USD", "GBP", "RUB"].includes(form.currency ?? "")) return void res.json(failed("currency gecersiz"));
    const maxInstallment = installmentLimit(form.no_installment, form.max_installment);
    if (maxInstallment === null) return void res.json(failed("no_installment / max_installment gecersiz"));
    if (!form.email || !/^https?:\/\//.test(form.merchant_ok_url ?? "") || !/^https?:\/\//.test(form.merchant_fail_url ?? "")) {
      return void res.json(failed("zorunlu alan eksik"));
    }
    const payment: FakePaytrPayment = {
      oid,
      token: randomBytes(24).toString("hex"),
      secret: randomBytes(12).toString("hex"),
      amountMinor,
      totalMinor: amountMinor,
      installmentCount: 1,
      maxInstallment,
      currency: form.currency,
      okUrl: form.merchant_ok_url,
      failUrl: form.merchant_fail_url,
      last4: "",
      behaviour: null,
      state: "card",
      returns: [],
    };
    payments.set(oid, payment);
    byToken.set(payment.token, payment);
    res.json({ status: "success", token: payment.token });
  });

  api("/odeme/durum-sorgu", TOKEN_FIELDS.status, (form, res) => {
    const p = payments.get(form.merchant_oid ?? "");
    if (!p || p.state !== "paid") return void res.json(apiError("003", "Odeme bulunamadi veya basarisiz"));
    res.json({
      status: "success",
      payment_amount: decimalAmount(p.amountMinor),
      payment_total: decimalAmount(p.totalMinor),
      currency: p.currency,
      taksit: p.installmentCount === 1 ? "0" : String(p.installmentCount),
      returns: p.returns.map((r) => ({ return_amount: decimalAmount(r.amountMinor) })),
    });
  });

  api("/odeme/iade", TOKEN_FIELDS.refund, (form, res) => {
    const p = payments.get(form.merchant_oid ?? "");
    const amountMinor = parseDecimalAmount(form.return_amount);
    if (!p || p.state !== "paid" || amountMinor === null || amountMinor <= 0) return void res.json(apiError("004", "Iade yapilamaz"));
    const left = p.totalMinor - p.returns.reduce((sum, r) => sum + r.amountMinor, 0);
    if (amountMinor > left) return void res.json(apiError("005", "Iade tutari odenen tutari asiyor"));
    p.returns.push({ amountMinor });
    fake.refunds.push({ oid: p.oid, amountMinor });
    res.json({ status: "success", is_test: 1, merchant_oid: p.oid, return_amount: form.return_amount });
  });

  api("/odeme/api/bin-detail", TOKEN_FIELDS.binDetail, (form, res) => {
    const card = /^\d{6,8}$/.test(form.bin_number ?? "") ? fakePaytrCardByBin(form.bin_number) : undefined;
    if (!card) return void res.json({ status: "failed", err_msg: "BIN bulunamadi" });
    res.json({ status: "success", ...card.bin, businessCard: "n" });
  });

  api("/odeme/taksit-oranlari", TOKEN_FIELDS.installmentRates, (form, res) => {
    res.json({ status: "success", request_id: form.request_id, oranlar: FAKE_PAYTR_RATES, max_inst_non_bus: 12 });
  });

  // The iframe page: the card goes to PayTR, never to the shop.
  app.get("/odeme/guvenli/:token", (req, res) => {
    const p = byToken.get(req.params.token);
    if (!p || p.state !== "card") return void res.status(404).type("html").send(notFoundPage());
    res.type("html").send(cardFormPage(p.token, `${decimalAmount(p.amountMinor)} ${p.currency}`, p.maxInstallment, null));
  });
  app.post("/odeme/guvenli/:token", express.urlencoded({ extended: false, limit: "4kb" }), (req, res) => {
    const p = byToken.get(req.params.token);
    if (!p || p.state !== "card") return void res.status(404).type("html").send(notFoundPage());
    const body = (req.body ?? {}) as Form;
    const number = String(body.card_number ?? "").replace(/[\s-]/g, "");
    const complete = /^\d{15,19}$/.test(number) && luhn(number) && /^\d{2}\s*\/\s*\d{2}$/.test(body.expiry ?? "") && /^\d{3,4}$/.test(body.cvv ?? "");
    const again = (error: string) => res.type("html").send(cardFormPage(p.token, `${decimalAmount(p.amountMinor)} ${p.currency}`, p.maxInstallment, error));
    if (!complete || !String(body.cc_owner ?? "").trim()) return void again("Kart bilgileri eksik veya hatalı / Card details are incomplete or wrong");
    const count = /^\d{1,2}$/.test(body.installment_count ?? "1") ? Number(body.installment_count ?? "1") : NaN;
    const card = fakePaytrCard(number);
    const plan = count === 1 ? { count, interestBasisPoints: 0 } : familyOptions(FAKE_PAYTR_RATES, card?.bin.brand ?? "").find((o) => o.count === count);
    // A count above what the shop's token allows, or one the card's family does not sell, is not PayTR's to take.
    if (!plan || count > p.maxInstallment) return void again("Bu kart için bu taksit yok / No such installment plan for this card");
    p.installmentCount = count;
    p.totalMinor = installmentCharge(p.amountMinor, plan).chargedMinor;
    p.last4 = number.slice(-4);
    p.behaviour = card?.behaviour ?? "declined";
    p.state = "three_ds";
    res.type("html").send(threeDsPage(p.token, p.secret, `${decimalAmount(p.totalMinor)} ${p.currency}`, p.last4));
  });
  app.post("/odeme/3d/:token", express.urlencoded({ extended: false, limit: "4kb" }), async (req, res) => {
    const p = byToken.get(req.params.token);
    const body = (req.body ?? {}) as Form;
    if (!p || p.state !== "three_ds" || body.secret !== p.secret) return void res.status(404).type("html").send(notFoundPage());
    const approved = body.action === "approve";
    const [state, code, message]: [FakePaytrPayment["state"], string, string] = !approved
      ? ["failed", "2", "3-D Secure dogrulamasi basarisiz"]
      : p.behaviour === "success"
      ? ["paid", "", ""]
      : p.behaviour === "insufficient_funds"
      ? ["failed", "11", "Yetersiz bakiye"]
      : ["failed", "3", "Islem onaylanmadi"];
    p.state = state;
    notify(p, code, message);
    if (options.notifyAtOnce) await deliverNotifications().catch(() => []);
    res.redirect(303, state === "paid" ? p.okUrl : p.failUrl);
  });

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(options.port ?? 0, "127.0.0.1", () => resolve(s));
  });
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
