// /odeme itself starts the wizard at the address step (the page link "checkouts" points here). A page route, not a
// resource route: an invalid prefix (/de/odeme) renders the checkout layout's 404 page instead of plain text.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { stepPath } from "~/domain/checkout-steps";
import { requireLocale } from "~/utils/locale.server";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  return redirect(stepPath("address", locale, new URL(request.url).search));
}

// Never rendered: the loader always redirects (or throws the 404 the layout's ErrorBoundary shows).
export default function CheckoutStart() {
  return null;
}
