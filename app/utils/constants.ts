// Business constants from the spec (§9). Shared by server and browser code, so nothing secret lives here.

export const COOKIE_NAMES = {
  language: "lang",
  consent: "cookiePolitical",
  flash: "__flash",
} as const;

export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
export const CONSENT_COOKIE_MAX_AGE = 31_536_000;

export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

/** The spec's toast delay is 500 ms; that is the fade, the toast itself stays long enough to be read. */
export const TOAST = { fadeMs: 500, visibleMs: 5000 } as const;

/** A failed script chunk reloads the page at most once in this window. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** Spec §9 breakpoints, mirrored in app/styles/*.css media queries. */
export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536 } as const;
