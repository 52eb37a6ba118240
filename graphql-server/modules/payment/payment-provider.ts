// The payment framework (docs/decisions/014): every payment method is a provider (providers/<name>/), handed to
// createShop in a list and found by its payment code. Placing an order is the same for all (the order module's
// placeOrder); the provider checks its own input and decides the order's first status and number prefix, then
// `initiate`s the payment: completed at once (cash on delivery, wire transfer), or a 3-D Secure step — a redirect
// URL or an auto-posting HTML form — that ends in a verified callback. Card providers add refund, cancel and
// installments by card BIN.
import type { EntityManager } from "@mikro-orm/core";
import type { ErrorCode } from "../../generated/resolvers-types.js";
import type { CardPaymentProvider } from "./card-provider.js";

/** The order a payment is for (read after it was placed). */
export interface PaymentOrder {
  id: number;
  code: string;
  grandTotalMinor: number;
  currencyCode: string;
  email: string;
  firstName: string;
  lastName: string;
  language: string;
}

export type InitiateResult =
  | { status: "completed" }
  | { status: "redirect"; redirectUrl: string }
  | { status: "html"; html: string }
  | { status: "failed"; code: ErrorCode };

/** A provider's answer after the shopper came back from 3D Secure (its signature checked). */
export type CallbackResult = { ok: true; orderId: number; providerReference: string } | { ok: false; orderId: number | null; code: ErrorCode };

export type RefundResult = { ok: true; providerReference: string | null; manual: boolean } | { ok: false; code: ErrorCode };

export interface Installment {
  count: number;
  totalMinor: number;
  perInstallmentMinor: number;
}

/** The order's first status: goods go out now (received), or after the money arrived (awaiting_payment). */
export type InitialOrderStatus = "received" | "awaiting_payment";

/** What a provider decides about a new order from the shopper's input. */
export interface PaymentPlan {
  status: InitialOrderStatus;
  /** Order number prefix: JS for wire-transfer orders, none for the others. */
  codePrefix: string;
  doorPaymentType?: "cash" | "card" | null;
  bankAccountId?: number | null;
}

/** A plan, or the input field the shopper must fix. */
export type PlanResult = PaymentPlan | { code: ErrorCode; field: string };

export interface PaymentProvider {
  /** The payment_method code (door, wire_transfer, credit_card, iyzico, …). */
  readonly code: string;
  /**
   * How the shopper pays with it, so a storefront knows what to ask for (the door payment type, a bank account).
   * None: a method the storefront does not offer (API clients may still pay with it).
   */
  readonly kind?: "cash_on_delivery" | "bank_transfer";
  /** Checks the method-specific input (door payment type, bank account, card fields) before anything is written. */
  plan(em: EntityManager, input: Record<string, unknown>, config: Record<string, unknown>): Promise<PlanResult>;
  /** Starts the payment of a placed order. */
  initiate(em: EntityManager, order: PaymentOrder): Promise<InitiateResult>;
  /** Verifies the provider's callback (signature, amount, order) after 3D Secure. */
  verifyCallback(request: { body: Record<string, unknown>; query: Record<string, unknown> }): Promise<CallbackResult>;
  /** Refunds all or part of a paid order (manual providers just record it). */
  refund(em: EntityManager, order: PaymentOrder, amountMinor: number): Promise<RefundResult>;
  /** Cancels a payment not yet settled. */
  cancel(em: EntityManager, order: PaymentOrder): Promise<RefundResult>;
  /** Installment options for a card BIN (first 6–8 digits); empty for methods without cards. */
  installmentsByBin(bin: string, amountMinor: number, currencyCode: string): Promise<Installment[]>;
}

/** Base of the methods settled outside the shop (at the door, by bank transfer): no callbacks, no cards. */
export abstract class OfflinePaymentProvider implements PaymentProvider {
  abstract readonly code: string;
  abstract plan(em: EntityManager, input: Record<string, unknown>, config: Record<string, unknown>): Promise<PlanResult>;

  async initiate(_em: EntityManager, _order: PaymentOrder): Promise<InitiateResult> {
    return { status: "completed" };
  }

  async verifyCallback(): Promise<CallbackResult> {
    return { ok: false, orderId: null, code: "AN_UNEXPECTED_ERROR_OCCURRED" };
  }

  /** Money is returned by the shop by hand (cash, bank transfer): recorded as manual. */
  async refund(): Promise<RefundResult> {
    return { ok: true, providerReference: null, manual: true };
  }

  async cancel(): Promise<RefundResult> {
    return { ok: true, providerReference: null, manual: true };
  }

  async installmentsByBin(): Promise<Installment[]> {
    return [];
  }
}

/** Either kind of provider a shop is given: one that is told about a placed order, or a card provider. */
export type AnyPaymentProvider = PaymentProvider | CardPaymentProvider;

const isCardProvider = (provider: AnyPaymentProvider): provider is CardPaymentProvider => "kind" in provider && provider.kind === "card";

/** The shop's payment providers by code, from the list createShop was given. */
export class PaymentProviders {
  private readonly byCode: ReadonlyMap<string, AnyPaymentProvider>;

  constructor(providers: readonly AnyPaymentProvider[]) {
    const byCode = new Map<string, AnyPaymentProvider>();
    for (const provider of providers) {
      if (byCode.has(provider.code)) throw new Error(`two payment providers for ${provider.code}`);
      byCode.set(provider.code, provider);
    }
    this.byCode = byCode;
  }

  /** The provider that places the order first and is then told about it (cash on delivery, wire transfer). */
  find(code: string): PaymentProvider | null {
    const provider = this.byCode.get(code);
    return provider && !isCardProvider(provider) ? provider : null;
  }

  /** Every card provider (the server mounts the test acquirer's pages when there is one). */
  cardProviders(): CardPaymentProvider[] {
    return [...this.byCode.values()].filter(isCardProvider);
  }

  /** The card provider of a payment code, whose confirmation places the order. */
  findCard(code: string): CardPaymentProvider | null {
    const provider = this.byCode.get(code);
    return provider && isCardProvider(provider) ? provider : null;
  }
}
