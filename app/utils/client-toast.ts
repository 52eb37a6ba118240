// Toasts raised in the browser (a refused variant choice with JavaScript): the toast list listens for this event.
// Server-side flows keep using flash toasts, which also work without JavaScript.
import type { Toast, ToastType } from "~/utils/toast";

export const CLIENT_TOAST_EVENT = "shop:toast";

export function showClientToast(type: ToastType, message: string) {
  const toast: Toast = { id: `${Date.now()}-${Math.random()}`, type, message };
  window.dispatchEvent(new CustomEvent<Toast>(CLIENT_TOAST_EVENT, { detail: toast }));
}
