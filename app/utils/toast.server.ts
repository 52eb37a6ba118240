// Flash toasts: an action stores a message in the session and redirects; the next page's root loader reads it
// (reading a flash removes it) and renders it server-side. Works identically with and without JavaScript.
import { redirect } from "@remix-run/node";
import { COOKIE_NAMES } from "~/utils/constants";
import { sessionStorage } from "~/utils/session.server";
import type { Toast, ToastType } from "~/utils/toast";

const TOAST_KEY = "toast";

export interface ToastInput {
  type: ToastType;
  /** Already translated: the action knows the shopper's language. */
  message: string;
}

/** A Set-Cookie value holding the toast. The flash cookie carries nothing else, so it starts from empty. */
export async function toastCookie(toast: ToastInput): Promise<string> {
  const session = await sessionStorage.getSession();
  const value: Toast = { id: crypto.randomUUID(), type: toast.type, message: toast.message };
  session.flash(TOAST_KEY, value);
  return sessionStorage.commitSession(session);
}

export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(toast));
  return redirect(url, { ...init, headers });
}

/** Reads the pending toast; the returned Set-Cookie (which deletes the flash cookie) must be sent with the page. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes(`${COOKIE_NAMES.flash}=`)) return { toast: null, setCookie: null };
  const session = await sessionStorage.getSession(cookie);
  const toast = (session.get(TOAST_KEY) as Toast | undefined) ?? null;
  return { toast, setCookie: await sessionStorage.destroySession(session) };
}
