// The payment choice travels from the payment step to the approve step in the query string
// (?payment=door&door=cash, ?payment=wire_transfer&account=2 or ?payment=credit_card&installments=3; never card data), so the wizard works as plain GET forms without
// JavaScript and keeps no server state between steps. Pure: parsing, checking against what the shop offers, and
// serialising.

export type DoorType = "CASH" | "CARD";

export type PaymentChoice =
  | { method: "door"; doorType: DoorType }
  | { method: "wire_transfer"; bankAccountId: number }
  | { method: "credit_card"; installments: number }
  /** PayTR: the card is typed into PayTR's own page (an iframe step after "Place order"), one payment. */
  | { method: "paytr" };

export const DOOR = "door";
export const WIRE_TRANSFER = "wire_transfer";
export const CREDIT_CARD = "credit_card";
export const PAYTR = "paytr";
/** Methods this release can place orders with (other card providers plug in later). */
export const SUPPORTED_METHODS = [DOOR, WIRE_TRANSFER, CREDIT_CARD, PAYTR] as const;

interface Offer {
  /** Enabled payment codes (paymentTypes). */
  methods: string[];
  /** Door payment types the door method accepts (lower case, as the server lists them). */
  doorTypes: string[];
  bankAccountIds: number[];
  /** Installment counts the card method offers. */
  installmentCounts: number[];
}

/** The choice in a query string, or null when it is missing, malformed or not offered by the shop. */
export function parsePaymentChoice(params: URLSearchParams, offer: Offer): PaymentChoice | null {
  const method = params.get("payment");
  if (!method || !offer.methods.includes(method)) return null;
  if (method === DOOR) {
    const door = (params.get("door") ?? "").toLowerCase();
    if (!offer.doorTypes.includes(door)) return null;
    return { method: DOOR, doorType: door === "card" ? "CARD" : "CASH" };
  }
  if (method === WIRE_TRANSFER) {
    const raw = params.get("account") ?? "";
    const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (!offer.bankAccountIds.includes(id)) return null;
    return { method: WIRE_TRANSFER, bankAccountId: id };
  }
  if (method === CREDIT_CARD) {
    const raw = params.get("installments") ?? "";
    const count = /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
    return offer.installmentCounts.includes(count) ? { method: CREDIT_CARD, installments: count } : null;
  }
  if (method === PAYTR) return { method: PAYTR };
  return null;
}

/** The query string (with "?") of a choice, for links back and forth between the steps. */
export function paymentSearch(choice: PaymentChoice): string {
  const params = new URLSearchParams({ payment: choice.method });
  if (choice.method === DOOR) params.set("door", choice.doorType.toLowerCase());
  else if (choice.method === CREDIT_CARD) params.set("installments", String(choice.installments));
  else if (choice.method === WIRE_TRANSFER) params.set("account", String(choice.bankAccountId));
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

/** The pre-selected choice for a method (default: the first offered): its first door type or bank account. */
export function defaultPaymentChoice(offer: Offer, method: string | null = null): PaymentChoice | null {
  const code = method && offer.methods.includes(method) ? method : offer.methods[0];
  if (code === DOOR && offer.doorTypes.length) return { method: DOOR, doorType: offer.doorTypes[0] === "card" ? "CARD" : "CASH" };
  if (code === WIRE_TRANSFER && offer.bankAccountIds.length) return { method: WIRE_TRANSFER, bankAccountId: offer.bankAccountIds[0] };
  if (code === CREDIT_CARD && offer.installmentCounts.length) return { method: CREDIT_CARD, installments: offer.installmentCounts[0] };
  if (code === PAYTR) return { method: PAYTR };
  return null;
}
