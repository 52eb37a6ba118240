// The stylesheets of the checkout, order success, order lookup and login pages (their routes' `links`).
import type { LinksFunction } from "@remix-run/node";
import checkoutStyles from "~/styles/checkout.css?url";
import orderStyles from "~/styles/checkout-order.css?url";

export const checkoutLinks: LinksFunction = () => [
  { rel: "stylesheet", href: checkoutStyles },
  { rel: "stylesheet", href: orderStyles },
];
