// /odeme itself starts the wizard at the address step (the page link "checkouts" points here).
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { stepPath } from "~/domain/checkout-steps";
import { routeLocale } from "~/utils/checkout.server";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const locale = routeLocale(params.lang);
  return redirect(stepPath("address", locale, new URL(request.url).search));
}
