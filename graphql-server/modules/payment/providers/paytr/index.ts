// PayTR card payments through its iframe (docs/decisions/058). The shop never sees the card: startHosted asks PayTR
// for an iframe token (get-token, signed over the order id, the amount and the basket) and the shopper types the card
// and passes 3-D Secure on PayTR's page. PayTR then posts its notification server to server; its hash (over the
// order id, the status and the total) is the proof, and the amount it names must be the amount the shop asked for.
// The browser's return to the shop (merchant_ok_url / merchant_fail_url) proves nothing: it only names the payment,
// and the status query's answer decides, as the notification's hash does. PayTR takes the money itself, so the
// "capture" is that status query confirming the amount; cancel gives the remainder back (PayTR has no void).
// Installments (docs/decisions/062): the shopper chooses the count in the shop from PayTR's rates for their card's
// family (its BIN); the token carries that count as max_installment, and PayTR's total with interest is the amount
// the notification and the status query must name.
import type { EntityManager } from "@mikro-orm/core";
import type { InstallmentOption } from "../../../../../shared/installments.js";
import { installmentCharge } from "../../../../../shared/installments.js";
import type { BinInstallments, CardCallback, CardCharge, CardOperationResult, CardPaymentProvider, CardStartResult } from "../../card-provider.js";
import { paymentMethodConfig } from "../../payment.service.js";
import { shopOrigin } from "../../shop-origin.js";
import { failedReasonCode, statusAmounts } from "./answers.js";
import { paytrBasket } from "./basket.js";
import { callPaytr, paytrSettings, type PaytrSettings } from "./client.js";
import { familyOptions, MAX_PAYTR_INSTALLMENTS } from "./rates.js";
import { decimalAmount, notificationHash, parseDecimalAmount, parseMinorAmount, sameToken, TOKEN_FIELDS } from "./signing.js";

export { paytrFrameOrigin, paytrSettings } from "./client.js";

/** The shop's reference is PayTR's merchant_oid: letters and digits only, at most 64. */
const OID = /^[A-Za-z0-9]{1,64}$/;
/** PayTR's iframe tokens. */
const FRAME_TOKEN = /^[A-Za-z0-9]{8,128}$/;

/** PayTR writes Turkish lira as TL. */
const paytrCurrency = (code: string) => (code === "TRY" ? "TL" : code);

/** The iframe page of a token at the configured PayTR; null when the token is not one. */
export const paytrFrameUrl = (settings: PaytrSettings, token: string) => (FRAME_TOKEN.test(token) ? `${settings.baseUrl}/odeme/guvenli/${token}` : null);

/** The notification's fields, as PayTR posts them. */
export const NOTIFICATION_FIELDS = [
  "merchant_oid",
  "status",
  "total_amount",
  "hash",
  "failed_reason_code",
  "failed_reason_msg",
  "test_mode",
  "payment_type",
  "currency",
  "payment_amount",
  "installment_count",
] as const;

export class PaytrProvider implements CardPaymentProvider {
  readonly kind = "card" as const;

  constructor(readonly code: string = "paytr") {}

  accepts(config: Record<string, unknown>): boolean {
    return paytrSettings(config) !== null;
  }

  /**
   * Without a card, the single payment: PayTR's rates depend on the card's family, so a plan of several parts is
   * offered only for a card whose BIN the shopper typed (binInstallments), and its total comes from PayTR's rates.
   */
  installmentOptions(): InstallmentOption[] {
    return [{ count: 1, interestBasisPoints: 0 }];
  }

  private async settings(em: EntityManager): Promise<{ settings: PaytrSettings; config: Record<string, unknown> } | null> {
    const config = (await paymentMethodConfig(em, this.code)) ?? {};
    const settings = paytrSettings(config);
    return settings ? { settings, config } : null;
  }

  /** The card never comes to the shop for PayTR: a card handed in is not used. */
  async start(em: EntityManager, _card: unknown, charge: CardCharge): Promise<CardStartResult> {
    return this.startHosted(em, charge);
  }

  async startHosted(em: EntityManager, charge: CardCharge): Promise<CardStartResult> {
    const found = await this.settings(em);
    // In parts, PayTR adds its interest to payment_amount itself: the order's approved total goes there (the basket
    // adds up to it), and the notification's total_amount must then be the charged amount the shop computed.
    const parts = charge.installmentCount;
    const paymentAmount = parts === 1 ? charge.amountMinor : charge.details?.totalMinor;
    if (!found || !OID.test(charge.reference) || paymentAmount === undefined || parts < 1 || parts > MAX_PAYTR_INSTALLMENTS) {
      return { ok: false, code: "PAYMENT_FAILED" };
    }
    const { settings, config } = found;
    const back = (outcome: string) =>
      `${shopOrigin(config)}${charge.returnUrl}?${new URLSearchParams({ payment: this.code, merchant_oid: charge.reference, outcome })}`;
    const buyer = charge.details?.buyer;
    const address = charge.details?.deliveryAddress;
    const answer = await callPaytr(settings, "/odeme/api/get-token", TOKEN_FIELDS.getToken, {
      user_ip: buyer?.ip || "127.0.0.1",
      merchant_oid: charge.reference,
      email: buyer?.email ?? "",
      payment_amount: String(paymentAmount),
      user_basket: paytrBasket(paymentAmount, charge.details),
      // The count the shopper chose in the shop is the most PayTR's page may offer; one payment forbids parts.
      no_installment: parts === 1 ? "1" : "0",
      max_installment: parts === 1 ? "0" : String(parts),
      currency: paytrCurrency(charge.currencyCode),
      test_mode: settings.testMode ? "1" : "0",
      user_name: buyer ? `${buyer.firstName} ${buyer.lastName}`.slice(0, 60) : "",
      user_address: address ? `${address.address} ${address.city}`.slice(0, 400) : "",
      user_phone: (buyer?.phone ?? "").slice(0, 20),
      merchant_ok_url: back("ok"),
      merchant_fail_url: back("fail"),
      timeout_limit: "30",
      debug_on: "0",
      lang: charge.language === "tr" ? "tr" : "en",
    });
    const frame = answer?.status === "success" && typeof answer.token === "string" ? paytrFrameUrl(settings, answer.token) : null;
    if (!frame) return { ok: false, code: "PAYMENT_FAILED" };
    return { ok: true, transactionId: charge.reference, redirectUrl: frame };
  }

  /**
   * PayTR's notification: believed only when its hash holds, and then it says success (with the total taken) or
   * failure. Without a hash it is the shopper's browser coming back, which only names the payment.
   */
  verifyCallback(params: Record<string, string>, config: Record<string, unknown>): CardCallback {
    const oid = params.merchant_oid ?? "";
    if (!OID.test(oid)) return { verified: false };
    if (!("hash" in params)) return { verified: "by-capture", reference: oid, transactionId: oid };
    const settings = paytrSettings(config);
    const { status = "", total_amount = "" } = params;
    if (!settings || !sameToken(params.hash, notificationHash(settings, { merchant_oid: oid, status, total_amount }))) return { verified: false };
    if (status === "success") {
      const amountMinor = parseMinorAmount(total_amount);
      // A signed total that is not an amount cannot equal the one asked for: -1 is refused by the amount check.
      return { verified: true, reference: oid, transactionId: oid, amountMinor: amountMinor ?? -1, authenticated: true };
    }
    return { verified: true, reference: oid, transactionId: oid, amountMinor: 0, authenticated: false, code: failedReasonCode(params.failed_reason_code) };
  }

  private async status(em: EntityManager, transactionId: string) {
    const found = await this.settings(em);
    if (!found || !OID.test(transactionId)) return null;
    const answer = await callPaytr(found.settings, "/odeme/durum-sorgu", TOKEN_FIELDS.status, { merchant_oid: transactionId });
    return { settings: found.settings, amounts: statusAmounts(answer) };
  }

  /** PayTR already took the money: its status query must say so, with the amount. */
  async capture(em: EntityManager, transactionId: string): Promise<CardOperationResult> {
    const known = await this.status(em, transactionId);
    if (!known?.amounts) return { ok: false, code: "PAYMENT_FAILED" };
    return { ok: true, amountMinor: known.amounts.paidMinor };
  }

  async refund(em: EntityManager, transactionId: string, amountMinor: number): Promise<CardOperationResult> {
    const found = await this.settings(em);
    if (!found || !OID.test(transactionId) || !Number.isSafeInteger(amountMinor) || amountMinor <= 0) return { ok: false, code: "CAN_NOT_REFUND" };
    return this.giveBack(found.settings, transactionId, amountMinor);
  }

  private async giveBack(settings: PaytrSettings, transactionId: string, amountMinor: number): Promise<CardOperationResult> {
    const returnAmount = decimalAmount(amountMinor);
    const answer = await callPaytr(settings, "/odeme/iade", TOKEN_FIELDS.refund, { merchant_oid: transactionId, return_amount: returnAmount });
    const refunded = answer?.status === "success" && answer.merchant_oid === transactionId && parseDecimalAmount(answer.return_amount) === amountMinor;
    return refunded ? { ok: true, amountMinor } : { ok: false, code: "CAN_NOT_REFUND" };
  }

  /** PayTR has no void: whatever of the payment is not refunded yet goes back. */
  async cancel(em: EntityManager, transactionId: string): Promise<CardOperationResult> {
    const known = await this.status(em, transactionId);
    if (!known?.amounts) return { ok: false, code: "CAN_NOT_CANCEL" };
    const left = known.amounts.paidMinor - known.amounts.refundedMinor;
    if (left <= 0) return { ok: true };
    const given = await this.giveBack(known.settings, transactionId, left);
    return given.ok ? { ok: true } : { ok: false, code: "CAN_NOT_CANCEL" };
  }

  /** PayTR's BIN service for the card and its installment-rate table for the card's family. */
  async binInstallments(config: Record<string, unknown>, binNumber: string, amountMinor: number): Promise<BinInstallments | null> {
    const settings = paytrSettings(config);
    if (!settings || !/^\d{6,8}$/.test(binNumber) || !Number.isSafeInteger(amountMinor) || amountMinor <= 0) return null;
    const bin = await callPaytr(settings, "/odeme/api/bin-detail", TOKEN_FIELDS.binDetail, { bin_number: binNumber });
    if (bin?.status !== "success") return null;
    const text = (value: unknown) => (typeof value === "string" && value ? value : null);
    const family = text(bin.brand);
    const credit = bin.cardType === "credit";
    const rates = credit && family && family !== "none" ? await this.familyRates(settings, family) : [];
    const plans = [{ count: 1, interestBasisPoints: 0 }, ...rates].map((option) => {
      const { chargedMinor, perInstallmentMinor } = installmentCharge(amountMinor, option);
      return { count: option.count, totalMinor: chargedMinor, installmentMinor: perInstallmentMinor };
    });
    return {
      binNumber,
      cardType: credit ? "CREDIT_CARD" : bin.cardType === "debit" ? "DEBIT_CARD" : text(bin.cardType),
      cardAssociation: text(bin.schema),
      cardFamily: family,
      bankName: text(bin.bank),
      bankCode: null,
      commercial: bin.businessCard === "y",
      force3ds: true,
      plans,
    };
  }

  /** The merchant's installment rates for a card family, as PayTR's rate service states them. */
  private async familyRates(settings: PaytrSettings, family: string): Promise<InstallmentOption[]> {
    const answer = await callPaytr(settings, "/odeme/taksit-oranlari", TOKEN_FIELDS.installmentRates, { request_id: String(Date.now()) });
    return answer?.status === "success" ? familyOptions(answer.oranlar, family) : [];
  }
}
