// GET /resource/set-currency?currency=EUR&to=/en/cart — remembers the currency in the `currency` cookie and sends the
// shopper back to the page, where every amount is now in that currency. The header's switcher is a plain GET form,
// so it works without JavaScript.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { safeReturnPath } from "~/domain/return-path";
import { serializeCurrencyCookie } from "~/utils/cookies.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const to = safeReturnPath(url.searchParams.get("to"));
  // A malformed code changes nothing; an unknown one is stored and shown as the default currency.
  const cookie = serializeCurrencyCookie(url.searchParams.get("currency") ?? "");
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (cookie) headers.append("Set-Cookie", cookie);
  return redirect(to, { headers });
}
