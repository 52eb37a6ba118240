// The payment choice travels from the payment step to the approve step in the query string
// (?payment=door&door=cash, ?payment=wire_transfer&account=2 or ?payment=iyzico&installments=3; never card data), so
// the wizard works as plain GET forms without JavaScript and keeps no server state between steps. Which sub-choice a
// method takes follows from its kind as the server states it (cash on delivery, bank transfer, card, a card typed at
// the provider's page), never from a list of codes here: any method the shop configures is offered. Pure: parsing,
// checking against what the shop offers, and serialising.

export type DoorType = "CASH" | "CARD";

/** How a method is paid, as the server's PaymentKind says (lower case). */
export type PaymentKind = "cash_on_delivery" | "bank_transfer" | "card" | "hosted_card";

export type PaymentChoice =
  | { kind: "cash_on_delivery"; method: string; doorType: DoorType }
  | { kind: "bank_transfer"; method: string; bankAccountId: number }
  | { kind: "card"; method: string; installments: number }
  /** The card is typed into the provider's own page (an iframe step after "Place order"). */
  | { kind: "hosted_card"; method: string };

/** A method the shop offers, with the sub-choices its kind takes. */
export interface OfferedMethod {
  code: string;
  kind: PaymentKind;
  /** Cash on delivery: the door payment types it accepts (lower case, as the server lists them). */
  doorTypes: string[];
  /** Card: the installment counts it offers for some card. */
  installmentCounts: number[];
}

export interface Offer {
  methods: OfferedMethod[];
  bankAccountIds: number[];
}

/** The server's PaymentKind in this module's terms; null for a kind this storefront does not know. */
export function paymentKindOf(kind: string | null | undefined): PaymentKind | null {
  const lower = (kind ?? "").toLowerCase();
  return lower === "cash_on_delivery" || lower === "bank_transfer" || lower === "card" || lower === "hosted_card" ? lower : null;
}

/** The choice in a query string, or null when it is missing, malformed or not offered by the shop. */
export function parsePaymentChoice(params: URLSearchParams, offer: Offer): PaymentChoice | null {
  const code = params.get("payment");
  const method = offer.methods.find((m) => m.code === code);
  if (!method) return null;
  switch (method.kind) {
    case "cash_on_delivery": {
      const door = (params.get("door") ?? "").toLowerCase();
      if (!method.doorTypes.includes(door)) return null;
      return { kind: method.kind, method: method.code, doorType: door === "card" ? "CARD" : "CASH" };
    }
    case "bank_transfer": {
      const raw = params.get("account") ?? "";
      const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
      return offer.bankAccountIds.includes(id) ? { kind: method.kind, method: method.code, bankAccountId: id } : null;
    }
    case "card": {
      const raw = params.get("installments") ?? "";
      const count = /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
      return method.installmentCounts.includes(count) ? { kind: method.kind, method: method.code, installments: count } : null;
    }
    case "hosted_card":
      return { kind: method.kind, method: method.code };
  }
}

/** The query string (with "?") of a choice, for links back and forth between the steps. */
export function paymentSearch(choice: PaymentChoice): string {
  const params = new URLSearchParams({ payment: choice.method });
  if (choice.kind === "cash_on_delivery") params.set("door", choice.doorType.toLowerCase());
  else if (choice.kind === "card") params.set("installments", String(choice.installments));
  else if (choice.kind === "bank_transfer") params.set("account", String(choice.bankAccountId));
  return `?${params}`;
}

/** The checkout's PayTR step (PayTR's card page framed by the shop), without the locale prefix. */
export const PAYTR_STEP_PATH = "/odeme/paytr";

/** PayTR's iframe token: the last segment of its card page's address; null when the address is not one. */
export const paytrTokenOf = (frameUrl: string): string | null => /\/odeme\/guvenli\/([A-Za-z0-9]{8,128})$/.exec(frameUrl)?.[1] ?? null;

/** A UUID-shaped idempotency key, as the approve form posts it back. */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** The grand total (minor units) the approve form posts back; null when it is missing or not a whole amount. */
export function approvedTotalOf(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** The pre-selected choice for a method (default: the first offered): its first door type, bank account or plan. */
export function defaultPaymentChoice(offer: Offer, code: string | null = null): PaymentChoice | null {
  const method = offer.methods.find((m) => m.code === code) ?? offer.methods[0];
  if (!method) return null;
  const first = new URLSearchParams({
    payment: method.code,
    door: method.doorTypes[0] ?? "",
    account: String(offer.bankAccountIds[0] ?? ""),
    installments: String(method.installmentCounts[0] ?? ""),
  });
  return parsePaymentChoice(first, offer);
}
