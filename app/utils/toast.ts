// The toast shape shared by the server helpers and the toast list component.
export type ToastType = "success" | "error";

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
}
