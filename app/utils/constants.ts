// Business constants: cookie names and lifetimes, timings, breakpoints. Shared by server and browser code, so nothing
// secret lives here.

export const COOKIE_NAMES = {
  language: "lang",
  consent: "cookiePolitical",
  flash: "__flash",
  /** The shopper's bearer token (guest or member), HttpOnly. */
  token: "g_u_t",
  /** The member's id (accounts issue). */
  user: "g_u_i",
  session: "session_id",
  /** The guest's public code. */
  guestCode: "guest_code",
  /** The currency the shopper reads prices in (ISO code). */
  currency: "currency",
} as const;

/**
 * Token, user and session cookies live one day, 86400 s (the token is renewed on every cart write, so an active
 * shopper keeps the cart).
 */
export const SHOPPER_COOKIE_MAX_AGE = 86_400;
/** The guest code outlives a token so support can find a guest's cart; it authorises nothing. */
export const GUEST_CODE_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
export const CURRENCY_COOKIE_MAX_AGE = LANGUAGE_COOKIE_MAX_AGE;
export const CONSENT_COOKIE_MAX_AGE = 31_536_000;

export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

/** A toast fades in and out over 500 ms each; the fade-out starts after 5 s, long enough to read the message. */
export const TOAST = { fadeMs: 500, visibleMs: 5000 } as const;

/** A failed script chunk reloads the page at most once in this window. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** Layout breakpoints in px, mirrored in app/styles/*.css media queries. */
export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536 } as const;

/**
 * A page's loader sets this response header when the page is the same for every anonymous visitor (catalogue,
 * search, campaigns, blog, content): the server's page cache (server/page-cache.ts) then lets browsers and shared
 * caches keep it when the request was anonymous, and always takes the header off.
 */
export const PUBLIC_PAGE_MARK = "x-public-page";

