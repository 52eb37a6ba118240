// The toast shape shared by the server helpers and the toast list component.
/** A warning (a refused choice) carries the spec's failure title but is not an alert. */
export type ToastType = "success" | "error" | "warning";

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
}
