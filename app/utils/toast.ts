// The toast shape shared by the server helpers and the toast list component.
/** A warning (a refused choice) shows the same failure title as an error, in its own amber style. */
export type ToastType = "success" | "error" | "warning";

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
}
