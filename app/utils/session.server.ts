// The cookie session that carries flash messages across a redirect (so toasts work without JavaScript).
import { createCookieSessionStorage } from "@remix-run/node";
import { COOKIE_NAMES } from "~/utils/constants";
import { cookiesAreSecure } from "~/utils/cookies.server";

// A fixed development secret keeps dev sessions valid across restarts; production must set SESSION_SECRET.
const secrets = (process.env.SESSION_SECRET ?? "dev-only-session-secret-change-me").split(",");

export const sessionStorage = createCookieSessionStorage({
  cookie: {
    name: COOKIE_NAMES.flash,
    httpOnly: true,
    path: "/",
    sameSite: "lax",
    secrets,
    secure: cookiesAreSecure(),
  },
});
