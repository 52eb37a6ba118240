// Card providers (docs/decisions/037). A card payment starts before there is an order: the provider takes the card
// and the amount, sends the shopper to 3-D Secure, and the order is placed only when the provider's signed callback
// says the shopper passed it and the shop captured the money. So a card provider is not asked to `initiate` a placed
// order like the offline methods; it starts a charge, verifies its callback, captures, and later refunds or cancels
// by its own transaction id. The card itself is handed to `start` for that one call and never kept.
import type { EntityManager } from "@mikro-orm/core";
import type { CheckedCard } from "../../../shared/card.js";
import type { InstallmentOption } from "../../../shared/installments.js";
import type { ErrorCode } from "../../generated/resolvers-types.js";
import type { CardBinInfo } from "./card-bins/index.js";

/** What the shop asks a card provider to charge. */
export interface CardCharge {
  /** The shop's random reference of the payment; the callback names it. */
  reference: string;
  /** Minor units: the approved total plus any installment interest. */
  amountMinor: number;
  currencyCode: string;
  installmentCount: number;
  language: string;
  /** Where the shopper's browser comes back to after 3-D Secure (a path of the shop). */
  returnUrl: string;
  /** Who pays for what, for providers that ask (iyzico wants the buyer and a basket that adds up to the price). */
  details?: CardChargeDetails;
}

/** The order behind a charge as the trial placement found it: the buyer, the addresses and what is bought. */
export interface CardChargeDetails {
  /** The approved total before installment interest (the basket's sum). */
  totalMinor: number;
  buyer: { id: string; firstName: string; lastName: string; email: string; phone: string; identityNumber: string | null; ip: string | null };
  invoiceAddress: CardChargeAddress;
  deliveryAddress: CardChargeAddress;
  /** The lines as charged before any discount: products, shipping, fees (their sum may differ from the total). */
  items: { id: string; name: string; amountMinor: number }[];
}

export interface CardChargeAddress {
  contactName: string;
  address: string;
  city: string;
  country: string;
  zipCode: string;
}

export type CardStartResult = { ok: true; transactionId: string; redirectUrl: string } | { ok: false; code: ErrorCode };

/** A callback whose signature was checked: what the provider says happened at 3-D Secure. */
export type CardCallback =
  | { verified: true; reference: string; transactionId: string; amountMinor: number; authenticated: true }
  | { verified: true; reference: string; transactionId: string; amountMinor: number; authenticated: false; code: ErrorCode }
  /**
   * Unsigned, but naming a payment (iyzico's browser callback, a webhook whose signature held): nothing in it is
   * believed; the provider's signed answer to the capture decides whether and how much was paid.
   */
  | { verified: "by-capture"; reference: string; transactionId: string }
  /** Not signed by the provider (forged, altered or too old): it says nothing about any payment. */
  | { verified: false };

/** `amountMinor`: what the provider's signed answer says it took, when it says so (checked against the charge). */
export type CardOperationResult = { ok: true; amountMinor?: number } | { ok: false; code: ErrorCode };

/** What a card's BIN is and what each installment plan would charge for an amount. */
export interface BinInstallments {
  binNumber: string;
  cardType: string | null;
  cardAssociation: string | null;
  cardFamily: string | null;
  bankName: string | null;
  bankCode: number | null;
  commercial: boolean;
  force3ds: boolean;
  /** Per installment count: the total charged and each installment (minor units). */
  plans: { count: number; totalMinor: number; installmentMinor: number }[];
}

export interface CardPaymentProvider {
  readonly kind: "card";
  /** The payment_method code it serves (credit_card, …). */
  readonly code: string;
  /** The method's settings say this provider may take payments (a test acquirer only where the shop says so). */
  accepts(config: Record<string, unknown>): boolean;
  /**
   * The installment plans it offers, with their interest. For a card (what its BIN says): that card's plans, which
   * depend on its family and kind. Without one: every plan some card may get, each count with one interest whatever
   * the card; `start` refuses a count the card itself does not offer (INSTALLMENT_NOT_OFFERED).
   */
  installmentOptions(config: Record<string, unknown>, card?: CardBinInfo): InstallmentOption[];
  /** Sends the card and amount to the provider; answers where the shopper completes 3-D Secure. */
  start(em: EntityManager, card: CheckedCard, charge: CardCharge): Promise<CardStartResult>;
  /**
   * Providers whose own page takes the card (PayTR's iframe): the charge without any card, so the shop never sees
   * the number. When present it is used instead of `start`, and the shopper's card fields are neither asked for nor
   * read. Answers the provider's page the shopper types the card into.
   */
  startHosted?(em: EntityManager, charge: CardCharge): Promise<CardStartResult>;
  /** Checks the callback's signature and reads it, with the method's settings (its keys); no state changes. */
  verifyCallback(params: Record<string, string>, config: Record<string, unknown>): CardCallback;
  /** Takes the authenticated amount; never twice for one transaction. */
  capture(em: EntityManager, transactionId: string, amountMinor: number): Promise<CardOperationResult>;
  /** Gives back all or part of a captured amount. */
  refund(em: EntityManager, transactionId: string, amountMinor: number): Promise<CardOperationResult>;
  /** Voids a transaction not yet settled (authenticated, or captured the same day). */
  cancel(em: EntityManager, transactionId: string): Promise<CardOperationResult>;
  /**
   * Optional: the provider's own BIN and installment table for an amount; null when the BIN is unknown to it or
   * the provider cannot be asked (not configured, unreachable).
   */
  binInstallments?(config: Record<string, unknown>, binNumber: string, amountMinor: number, currencyCode: string): Promise<BinInstallments | null>;
}
