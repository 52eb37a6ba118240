// The stylesheets of the member pages (sign-in, registration, the account area): the checkout's form styles and
// the account's own.
import type { LinksFunction } from "@remix-run/node";
import accountStyles from "~/styles/account.css?url";
import { checkoutLinks } from "~/utils/checkout-styles";

export const accountLinks: LinksFunction = () => [...checkoutLinks(), { rel: "stylesheet", href: accountStyles }];
