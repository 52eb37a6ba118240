// The order page's data as its loader reads it, and the answer of its action (which form failed, on which field,
// with which message), shared by the page and its panels.
import type { AdminOrderPageQuery } from "~/graphql/generated/graphql";

export type AdminOrder = AdminOrderPageQuery["adminOrder"];
export type AdminOrderRequest = AdminOrder["requests"][number];
export type CargoChoice = AdminOrderPageQuery["adminCargoCompanies"][number];

export type OrderIntent = "status" | "wire" | "invoice" | "decide";

export interface OrderActionError {
  intent: OrderIntent;
  /** The request a decision was about. */
  requestId?: number;
  /** The form field the message belongs to (null: the form as a whole). */
  field: string | null;
  message: string;
}
