// iyzico card payments with 3-D Secure (docs/decisions/049). start: the signed initialize call with the card, the
// buyer and a basket that adds up to the price; the answer's signature is checked and the browser is sent to the
// 3-D Secure address it holds. iyzico then posts the browser back to the shop's callback route; that post is not
// signed, so it only names the payment (conversationId = the shop's reference, paymentId = the transaction). The
// capture is iyzico's auth call: its signed answer says whether and how much was paid, and only that answer counts.
// Webhooks are signed (X-IYZ-SIGNATURE-V3) and, like the callback, only ever lead to the same auth call.
import type { EntityManager } from "@mikro-orm/core";
import type { CheckedCard } from "../../../../../shared/card.js";
import type { InstallmentOption } from "../../../../../shared/installments.js";
import type { BinInstallments, CardCallback, CardCharge, CardOperationResult, CardPaymentProvider, CardStartResult } from "../../card-provider.js";
import { paymentMethodConfig } from "../../payment.service.js";
import { shopOrigin } from "../../shop-origin.js";
import { challengeAddress, refusalCode } from "./answers.js";
import { callIyzico, iyzicoSettings, type IyzicoAnswer, type IyzicoSettings } from "./client.js";
import { initializeRequest } from "./initialize-request.js";
import { formatPrice, parsePrice, RESPONSE_SIGNED_FIELDS, responseSigned, sameSignature, webhookSignature } from "./signing.js";

export { iyzicoEnvOrigin, iyzicoSettings } from "./client.js";

/** Where iyzico posts the shopper's browser back to (a storefront resource route; see decision 049). */
export const iyzicoCallbackPath = (code: string) => `/resource/payment/${code}/callback`;

/** The webhook's signature header, as the fields of a callback carry it. */
export const WEBHOOK_SIGNATURE_FIELD = "x-iyz-signature-v3";

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A settings' installment table: counts with their interest, one payment always offered. */
function installmentTable(config: Record<string, unknown>): InstallmentOption[] {
  const listed = Array.isArray(config.installments) ? (config.installments as unknown[]) : [];
  const options = listed.filter(
    (o): o is InstallmentOption =>
      !!o &&
      typeof o === "object" &&
      Number.isInteger((o as InstallmentOption).count) &&
      (o as InstallmentOption).count >= 1 &&
      (o as InstallmentOption).count <= 12 &&
      Number.isInteger((o as InstallmentOption).interestBasisPoints) &&
      (o as InstallmentOption).interestBasisPoints >= 0,
  );
  return options.some((o) => o.count === 1) ? options : [{ count: 1, interestBasisPoints: 0 }, ...options];
}

export class IyzicoProvider implements CardPaymentProvider {
  readonly kind = "card" as const;

  constructor(readonly code: string = "iyzico") {}

  accepts(config: Record<string, unknown>): boolean {
    return iyzicoSettings(config) !== null;
  }

  installmentOptions(config: Record<string, unknown>): InstallmentOption[] {
    return installmentTable(config);
  }

  private async settings(em: EntityManager): Promise<{ settings: IyzicoSettings; config: Record<string, unknown> } | null> {
    const config = (await paymentMethodConfig(em, this.code)) ?? {};
    const settings = iyzicoSettings(config);
    return settings ? { settings, config } : null;
  }

  async start(em: EntityManager, card: CheckedCard, charge: CardCharge): Promise<CardStartResult> {
    const found = await this.settings(em);
    if (!found || !charge.details) return { ok: false, code: "PAYMENT_FAILED" };
    const callbackUrl = `${shopOrigin(found.config)}${iyzicoCallbackPath(this.code)}?${new URLSearchParams({ return: charge.returnUrl })}`;
    const answer = await callIyzico(found.settings, "/payment/3dsecure/initialize", initializeRequest(card, charge, charge.details, callbackUrl));
    if (answer?.status !== "success") return { ok: false, code: refusalCode(answer) };
    // An answer iyzico did not sign, or for another payment, starts nothing.
    if (!responseSigned(found.settings.secretKey, RESPONSE_SIGNED_FIELDS.threedsInitialize, answer) || answer.conversationId !== charge.reference) {
      return { ok: false, code: "PAYMENT_FAILED" };
    }
    const paymentId = String(answer.paymentId ?? "");
    const html = typeof answer.threeDSHtmlContent === "string" ? Buffer.from(answer.threeDSHtmlContent, "base64").toString("utf8") : "";
    const redirectUrl = challengeAddress(html);
    if (!ID.test(paymentId) || !redirectUrl) return { ok: false, code: "PAYMENT_FAILED" };
    return { ok: true, transactionId: paymentId, redirectUrl };
  }

  /**
   * The browser's callback names a payment and proves nothing. A webhook must carry a valid signature to name one;
   * either way the auth call's signed answer decides.
   */
  verifyCallback(params: Record<string, string>, config: Record<string, unknown>): CardCallback {
    if (WEBHOOK_SIGNATURE_FIELD in params) return this.verifyWebhook(params, config);
    const { conversationId, paymentId } = params;
    if (!conversationId || !paymentId || !ID.test(conversationId) || !ID.test(paymentId)) return { verified: false };
    return { verified: "by-capture", reference: conversationId, transactionId: paymentId };
  }

  private verifyWebhook(params: Record<string, string>, config: Record<string, unknown>): CardCallback {
    const settings = iyzicoSettings(config);
    const { iyziEventType = "", paymentId = "", paymentConversationId = "", status = "" } = params;
    if (!settings || !ID.test(paymentId) || !ID.test(paymentConversationId)) return { verified: false };
    const expected = webhookSignature(settings.secretKey, { iyziEventType, paymentId, paymentConversationId, status });
    if (!sameSignature(params[WEBHOOK_SIGNATURE_FIELD], expected)) return { verified: false };
    return { verified: "by-capture", reference: paymentConversationId, transactionId: paymentId };
  }

  /** iyzico's auth call completes the payment; its signed answer must name this payment and the amount taken. */
  async capture(em: EntityManager, transactionId: string): Promise<CardOperationResult> {
    const found = await this.settings(em);
    if (!found) return { ok: false, code: "PAYMENT_FAILED" };
    const answer = await callIyzico(found.settings, "/payment/3dsecure/auth", { locale: "tr", paymentId: transactionId });
    if (answer?.status !== "success") return { ok: false, code: refusalCode(answer) };
    const paid = this.signedPayment(found.settings, answer, transactionId);
    if (paid === null) return { ok: false, code: "PAYMENT_FAILED" };
    // A fraud review's hold is not money the shop can count on.
    if (String(answer.fraudStatus ?? "1") !== "1") return { ok: false, code: "PAYMENT_FAILED" };
    return { ok: true, amountMinor: paid };
  }

  /** The signed payment answer's charged amount, or null when it is not signed or not this payment. */
  private signedPayment(settings: IyzicoSettings, answer: IyzicoAnswer, transactionId: string): number | null {
    if (!responseSigned(settings.secretKey, RESPONSE_SIGNED_FIELDS.payment, answer) || String(answer.paymentId) !== transactionId) return null;
    return parsePrice(answer.paidPrice);
  }

  /** Gives back part or all of a payment (iyzico's amount-based refund), after reading its currency from iyzico. */
  async refund(em: EntityManager, transactionId: string, amountMinor: number): Promise<CardOperationResult> {
    const found = await this.settings(em);
    if (!found || !Number.isSafeInteger(amountMinor) || amountMinor <= 0) return { ok: false, code: "CAN_NOT_REFUND" };
    const detail = await callIyzico(found.settings, "/payment/detail", { locale: "tr", paymentId: transactionId });
    if (detail?.status !== "success" || this.signedPayment(found.settings, detail, transactionId) === null) return { ok: false, code: "CAN_NOT_REFUND" };
    const body = { locale: "tr", paymentId: transactionId, price: formatPrice(amountMinor), currency: String(detail.currency), ip: "127.0.0.1" };
    const answer = await callIyzico(found.settings, "/v2/payment/refund", body);
    const refunded =
      answer?.status === "success" &&
      responseSigned(found.settings.secretKey, RESPONSE_SIGNED_FIELDS.refund, answer) &&
      String(answer.paymentId) === transactionId &&
      parsePrice(answer.price) === amountMinor;
    return refunded ? { ok: true } : { ok: false, code: "CAN_NOT_REFUND" };
  }

  /** The same-day void of a whole payment. */
  async cancel(em: EntityManager, transactionId: string): Promise<CardOperationResult> {
    const found = await this.settings(em);
    if (!found) return { ok: false, code: "CAN_NOT_CANCEL" };
    const answer = await callIyzico(found.settings, "/payment/cancel", { locale: "tr", paymentId: transactionId, ip: "127.0.0.1" });
    return answer?.status === "success" && String(answer.paymentId) === transactionId ? { ok: true } : { ok: false, code: "CAN_NOT_CANCEL" };
  }

  async binInstallments(config: Record<string, unknown>, binNumber: string, amountMinor: number, currencyCode: string): Promise<BinInstallments | null> {
    const settings = iyzicoSettings(config);
    if (!settings || !/^\d{6,8}$/.test(binNumber) || !Number.isSafeInteger(amountMinor) || amountMinor <= 0) return null;
    const answer = await callIyzico(settings, "/payment/iyzipos/installment", {
      locale: "tr",
      binNumber,
      price: formatPrice(amountMinor),
      currency: currencyCode,
    });
    const detail =
      answer?.status === "success" && Array.isArray(answer.installmentDetails) ? (answer.installmentDetails[0] as IyzicoAnswer | undefined) : undefined;
    if (!detail) return null;
    const text = (value: unknown) => (typeof value === "string" && value ? value : null);
    const prices = Array.isArray(detail.installmentPrices) ? (detail.installmentPrices as IyzicoAnswer[]) : [];
    return {
      binNumber,
      cardType: text(detail.cardType),
      cardAssociation: text(detail.cardAssociation),
      cardFamily: text(detail.cardFamilyName),
      bankName: text(detail.bankName),
      bankCode: typeof detail.bankCode === "number" ? detail.bankCode : null,
      commercial: detail.commercial === 1 || detail.commercial === true,
      force3ds: detail.force3ds === 1 || detail.force3ds === true,
      plans: prices.flatMap((p) => {
        const count = Number(p.installmentNumber);
        const totalMinor = parsePrice(p.totalPrice);
        const installmentMinor = parsePrice(p.installmentPrice);
        return Number.isInteger(count) && totalMinor !== null && installmentMinor !== null ? [{ count, totalMinor, installmentMinor }] : [];
      }),
    };
  }
}
