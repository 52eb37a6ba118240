// A local fake iyzico for the tests and the demo: an HTTP server that behaves as iyzico does for the calls the shop
// makes. Every API call's IYZWSv2 signature is checked against the body exactly as received (one changed byte and
// the call is refused); initialize refuses a basket whose items do not add up to the price and a paidPrice that is
// not the price with the installment's interest; the 3-D Secure page (approve / deny) posts the browser back to the
// callback address; auth answers only after that page was approved; answers are signed; refunds and cancellations
// are recorded; webhooks are sent, and sent again, as iyzico retries them.
import { randomBytes, randomInt } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express, { type Request, type Response } from "express";
import type { InstallmentOption } from "../../../../../../shared/installments.js";
import { installmentCharge } from "../../../../../../shared/installments.js";
import { formatPrice, parsePrice, readAuthorization, requestSignature, RESPONSE_SIGNED_FIELDS, responseSignature, webhookSignature } from "../signing.js";
import { acsPage, callbackPostPage, notFoundPage, threeDsHtml } from "./fake-acs-page.js";
import { fakeCard, fakeCardByBin, type FakeCardBehaviour } from "./fake-cards.js";

export interface FakePayment {
  paymentId: string;
  conversationId: string;
  basketId: string;
  callbackUrl: string;
  token: string;
  priceMinor: number;
  paidMinor: number;
  currency: string;
  installment: number;
  last4: string;
  behaviour: FakeCardBehaviour | "unknown_card";
  /** challenge → authenticated | three_ds_failed → captured | failed → cancelled */
  state: "challenge" | "authenticated" | "three_ds_failed" | "captured" | "failed" | "cancelled";
  mdStatus: number | null;
  refundedMinor: number;
  /** The day (Istanbul time) the money was taken: iyzico voids a payment only on that day, later it refunds. */
  capturedOn: string | null;
}

export interface FakeWebhook {
  body: {
    paymentConversationId: string;
    merchantId: string;
    paymentId: string;
    status: string;
    iyziReferenceCode: string;
    iyziEventType: string;
    iyziEventTime: number;
  };
  signature: string;
}

export interface FakeIyzico {
  url: string;
  apiKey: string;
  secretKey: string;
  payments: Map<string, FakePayment>;
  refunds: { paymentId: string; priceMinor: number }[];
  cancels: string[];
  /** Calls refused for their signature (or a missing one), by path. */
  refusedSignatures: string[];
  /** Webhooks waiting to be sent; `deliverWebhooks` sends each twice. */
  webhooks: FakeWebhook[];
  webhookUrl: string | null;
  /** Sends the waiting webhooks, each twice (iyzico retries); answers the HTTP statuses the shop gave. */
  deliverWebhooks(): Promise<number[]>;
  close(): Promise<void>;
}

export interface FakeIyzicoOptions {
  apiKey?: string;
  secretKey?: string;
  port?: number;
  /** The interest per installment count it charges (paidPrice must include it). */
  installments?: readonly InstallmentOption[];
  /** Where webhooks go; null = kept until deliverWebhooks(). */
  webhookUrl?: string | null;
  /** Deliver webhooks by themselves after this many ms (the demo); leave out to deliver only when asked (tests). */
  autoDeliverMs?: number;
}

export const FAKE_IYZICO_INSTALLMENTS: readonly InstallmentOption[] = [
  { count: 1, interestBasisPoints: 0 },
  { count: 2, interestBasisPoints: 200 },
  { count: 3, interestBasisPoints: 300 },
  { count: 6, interestBasisPoints: 600 },
  { count: 9, interestBasisPoints: 900 },
];

type Json = Record<string, unknown>;

/** A date as iyzico's day-end settlement counts it (Europe/Istanbul). */
export const istanbulDay = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(date);

const failure = (errorCode: string, errorMessage: string, extra: Json = {}): Json => ({
  status: "failure",
  errorCode,
  errorMessage,
  errorGroup: "",
  locale: "tr",
  systemTime: Date.now(),
  ...extra,
});

/** A price as iyzico writes it in answers: a number ("12.5" → 12.5). */
const priceNumber = (minor: number) => Number(formatPrice(minor));

export async function startFakeIyzico(options: FakeIyzicoOptions = {}): Promise<FakeIyzico> {
  const apiKey = options.apiKey ?? "fake-api-key";
  const secretKey = options.secretKey ?? "fake-secret-key";
  const table = options.installments ?? FAKE_IYZICO_INSTALLMENTS;
  const payments = new Map<string, FakePayment>();
  const app = express();
  const fake: FakeIyzico = {
    url: "",
    apiKey,
    secretKey,
    payments,
    refunds: [],
    cancels: [],
    refusedSignatures: [],
    webhooks: [],
    webhookUrl: options.webhookUrl ?? null,
    deliverWebhooks,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const signed = (fields: readonly string[], answer: Json): Json => ({ ...answer, signature: responseSignature(secretKey, fields, answer) });
  const paymentAnswer = (p: FakePayment): Json =>
    signed(RESPONSE_SIGNED_FIELDS.payment, {
      status: "success",
      locale: "tr",
      systemTime: Date.now(),
      conversationId: p.conversationId,
      price: priceNumber(p.priceMinor),
      paidPrice: priceNumber(p.paidMinor),
      installment: p.installment,
      paymentId: p.paymentId,
      fraudStatus: 1,
      currency: p.currency,
      basketId: p.basketId,
      lastFourDigits: p.last4,
      itemTransactions: [{ paymentTransactionId: `${p.paymentId}1`, price: priceNumber(p.priceMinor), paidPrice: priceNumber(p.paidMinor) }],
    });

  function queueWebhook(p: FakePayment, iyziEventType: string, status: string) {
    const body = {
      paymentConversationId: p.conversationId,
      merchantId: "fake-merchant",
      paymentId: p.paymentId,
      status,
      iyziReferenceCode: randomBytes(8).toString("hex"),
      iyziEventType,
      iyziEventTime: Date.now(),
    };
    fake.webhooks.push({ body, signature: webhookSignature(secretKey, body) });
    if (options.autoDeliverMs !== undefined) setTimeout(() => void deliverWebhooks().catch(() => {}), options.autoDeliverMs).unref();
  }

  async function deliverWebhooks(): Promise<number[]> {
    const waiting = fake.webhooks.splice(0);
    const statuses: number[] = [];
    if (!fake.webhookUrl) return statuses;
    for (const webhook of waiting) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const res = await fetch(fake.webhookUrl, {
          method: "POST",
          headers: { "content-type": "application/json", "x-iyz-signature-v3": webhook.signature },
          body: JSON.stringify(webhook.body),
        });
        await res.arrayBuffer();
        statuses.push(res.status);
      }
    }
    return statuses;
  }

  // The API: the raw body is kept, since the signature covers it byte for byte.
  const api = express.Router();
  api.use(express.text({ type: () => true, limit: "256kb" }));
  api.use((req: Request, res: Response, next) => {
    const body = typeof req.body === "string" ? req.body : "";
    const auth = readAuthorization(req.get("authorization"));
    const valid =
      auth &&
      auth.apiKey === apiKey &&
      auth.randomKey === req.get("x-iyzi-rnd") &&
      auth.signature === requestSignature(secretKey, auth.randomKey, req.path, body);
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = null;
    }
    if (!valid) {
      fake.refusedSignatures.push(req.path);
      return void res.json(failure("1001", "Geçersiz imza"));
    }
    if (!parsed || typeof parsed !== "object") return void res.json(failure("11", "Geçersiz istek"));
    res.locals.body = parsed as Json;
    next();
  });

  api.post("/payment/3dsecure/initialize", (_req, res) => {
    const b = res.locals.body as Json;
    const card = (b.paymentCard ?? {}) as Json;
    const items = Array.isArray(b.basketItems) ? (b.basketItems as Json[]) : [];
    const priceMinor = parsePrice(b.price);
    const paidMinor = parsePrice(b.paidPrice);
    const itemPrices = items.map((item) => parsePrice(item.price));
    if (priceMinor === null || paidMinor === null || !items.length || itemPrices.some((p) => p === null || p <= 0)) {
      return void res.json(failure("5", "Geçersiz fiyat"));
    }
    if (itemPrices.reduce<number>((sum, p) => sum + p!, 0) !== priceMinor) return void res.json(failure("5005", "Sepet tutarı fiyata eşit değil"));
    const option = table.find((o) => o.count === Number(b.installment));
    if (!option) return void res.json(failure("5006", "Geçersiz taksit"));
    if (installmentCharge(priceMinor, option).chargedMinor !== paidMinor) return void res.json(failure("5007", "paidPrice taksit tutarına eşit değil"));
    const buyer = (b.buyer ?? {}) as Json;
    if (!/^\d{11}$/.test(String(buyer.identityNumber ?? "")) || typeof b.callbackUrl !== "string" || typeof b.conversationId !== "string") {
      return void res.json(failure("12", "Eksik alıcı bilgisi"));
    }
    const number = String(card.cardNumber ?? "");
    const known = fakeCard(number);
    if (known?.behaviour === "init_fails") return void res.json(failure("10202", "3D Secure başlatılamadı", { conversationId: b.conversationId }));
    const paymentId = String(randomInt(10_000_000, 99_999_999));
    const payment: FakePayment = {
      paymentId,
      conversationId: b.conversationId,
      basketId: String(b.basketId ?? ""),
      callbackUrl: b.callbackUrl,
      token: randomBytes(12).toString("hex"),
      priceMinor,
      paidMinor,
      currency: String(b.currency ?? "TRY"),
      installment: option.count,
      last4: number.slice(-4),
      behaviour: known?.behaviour ?? "unknown_card",
      state: "challenge",
      mdStatus: null,
      refundedMinor: 0,
      capturedOn: null,
    };
    payments.set(paymentId, payment);
    const html = threeDsHtml(`${fake.url}/acs/${paymentId}`, paymentId, payment.token);
    res.json(
      signed(RESPONSE_SIGNED_FIELDS.threedsInitialize, {
        status: "success",
        locale: "tr",
        systemTime: Date.now(),
        conversationId: b.conversationId,
        paymentId,
        threeDSHtmlContent: Buffer.from(html).toString("base64"),
      }),
    );
  });

  api.post("/payment/3dsecure/auth", (_req, res) => {
    const p = payments.get(String((res.locals.body as Json).paymentId));
    if (!p) return void res.json(failure("5083", "Ödeme bulunamadı"));
    if (p.state !== "authenticated") {
      return void res.json(
        failure("10219", "3D Secure doğrulaması tamamlanmadı", { mdStatus: p.mdStatus ?? 0, paymentId: p.paymentId, conversationId: p.conversationId }),
      );
    }
    if (p.behaviour === "insufficient_funds" || p.behaviour === "unknown_card") {
      p.state = "failed";
      const [code, message] = p.behaviour === "insufficient_funds" ? ["10051", "Kart limiti yetersiz"] : ["10005", "İşlem onaylanmadı"];
      return void res.json(failure(code, message, { paymentId: p.paymentId, conversationId: p.conversationId }));
    }
    p.state = "captured";
    p.capturedOn = istanbulDay(new Date());
    queueWebhook(p, "THREE_DS_AUTH", "SUCCESS");
    res.json(paymentAnswer(p));
  });

  api.post("/payment/detail", (_req, res) => {
    const p = payments.get(String((res.locals.body as Json).paymentId));
    if (!p || (p.state !== "captured" && p.state !== "cancelled")) return void res.json(failure("5083", "Ödeme bulunamadı"));
    res.json(paymentAnswer(p));
  });

  api.post("/v2/payment/refund", (_req, res) => {
    const b = res.locals.body as Json;
    const p = payments.get(String(b.paymentId));
    const priceMinor = parsePrice(b.price);
    if (!p || p.state !== "captured" || priceMinor === null || priceMinor <= 0) return void res.json(failure("5092", "İade yapılamaz"));
    if (p.behaviour === "no_refund") return void res.json(failure("10093", "Bu kart için iade yapılamaz"));
    if (b.currency !== p.currency) return void res.json(failure("5093", "Para birimi eşleşmiyor"));
    if (p.refundedMinor + priceMinor > p.paidMinor) return void res.json(failure("5094", "İade tutarı ödenen tutarı aşıyor"));
    p.refundedMinor += priceMinor;
    fake.refunds.push({ paymentId: p.paymentId, priceMinor });
    res.json(
      signed(RESPONSE_SIGNED_FIELDS.refund, {
        status: "success",
        locale: "tr",
        systemTime: Date.now(),
        conversationId: p.conversationId,
        paymentId: p.paymentId,
        price: priceNumber(priceMinor),
        currency: p.currency,
      }),
    );
  });

  api.post("/payment/cancel", (_req, res) => {
    const p = payments.get(String((res.locals.body as Json).paymentId));
    const cancellable = p && (p.state === "captured" || p.state === "authenticated" || p.state === "challenge") && p.refundedMinor === 0;
    if (!p || !cancellable) return void res.json(failure("5095", "İptal yapılamaz"));
    if (p.behaviour === "no_refund" && p.state === "captured") return void res.json(failure("10093", "Bu kart için iptal yapılamaz"));
    if (p.state === "captured" && p.capturedOn !== istanbulDay(new Date()))
      return void res.json(failure("5096", "Gün sonu geçti: iptal yapılamaz, iade yapılabilir"));
    p.state = "cancelled";
    fake.cancels.push(p.paymentId);
    res.json({ status: "success", locale: "tr", systemTime: Date.now(), paymentId: p.paymentId, price: priceNumber(p.paidMinor), currency: p.currency });
  });

  api.post("/payment/iyzipos/installment", (_req, res) => {
    const b = res.locals.body as Json;
    const bin = String(b.binNumber ?? "");
    const priceMinor = parsePrice(b.price);
    const card = /^\d{6,8}$/.test(bin) ? fakeCardByBin(bin) : undefined;
    if (!card || priceMinor === null) return void res.json(failure("5066", "BIN bulunamadı"));
    const installmentPrices = table.map((option) => {
      const { chargedMinor, perInstallmentMinor } = installmentCharge(priceMinor, option);
      return { installmentNumber: option.count, totalPrice: priceNumber(chargedMinor), installmentPrice: priceNumber(perInstallmentMinor) };
    });
    res.json({
      status: "success",
      locale: "tr",
      systemTime: Date.now(),
      installmentDetails: [
        {
          binNumber: bin,
          price: priceNumber(priceMinor),
          cardType: card.bank.type,
          cardAssociation: card.bank.association,
          cardFamilyName: card.bank.family,
          force3ds: 1,
          bankCode: card.bank.code,
          bankName: card.bank.name,
          forceCvc: 1,
          commercial: 0,
          installmentPrices,
        },
      ],
    });
  });
  // The bank's 3-D Secure page and the post back to the shop.
  app.get("/acs/:id", (req, res) => {
    const p = payments.get(req.params.id);
    if (!p || p.state !== "challenge" || req.query.token !== p.token) return void res.status(404).type("html").send(notFoundPage());
    res.type("html").send(acsPage(p.paymentId, p.token, `${formatPrice(p.paidMinor)} ${p.currency}`, p.last4));
  });
  app.post("/acs/:id", express.urlencoded({ extended: false, limit: "4kb" }), (req, res) => {
    const p = payments.get(req.params.id);
    const body = (req.body ?? {}) as Record<string, string>;
    if (!p || p.state !== "challenge" || body.token !== p.token) return void res.status(404).type("html").send(notFoundPage());
    const approved = body.action === "approve";
    const mdStatus = !approved ? 0 : p.behaviour === "md_status_0" ? 0 : p.behaviour === "md_status_4" ? 4 : 1;
    p.mdStatus = mdStatus;
    p.state = mdStatus === 1 ? "authenticated" : "three_ds_failed";
    queueWebhook(p, "THREE_DS_CALLBACK", mdStatus === 1 ? "CALLBACK_THREEDS" : "FAILURE");
    res.type("html").send(
      callbackPostPage(p.callbackUrl, {
        status: mdStatus === 1 ? "success" : "failure",
        paymentId: p.paymentId,
        conversationData: "",
        conversationId: p.conversationId,
        mdStatus: String(mdStatus),
      }),
    );
  });

  // After the pages: every other request is an API call and must be signed.
  app.use(api);

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(options.port ?? 0, "127.0.0.1", () => resolve(s));
  });
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
