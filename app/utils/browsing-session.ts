// A signed-in member's browsing session: started when the page loads and whenever the tab is shown again, ended
// once the tab has stayed hidden a few seconds or the page goes away (a beacon, which outlives the page). Every
// failure is silent: it is bookkeeping, and the shopper must never notice it. Shared by BrowsingSessionReporter
// (hydrated pages) and the enhancement script of pages React does not hydrate (app/enhance), so it imports no React.
import { resourceRoutes } from "./resource-routes";

/** A tab hidden this long ends the session (a glance at another tab does not). */
export const HIDDEN_SESSION_END_MS = 5000;

/** Marks a page of a signed-in member that React does not hydrate: the enhancement script reports for it. */
export const BROWSING_SESSION_MARK = "data-browsing-session";

const post = (intent: "start" | "end") => new URLSearchParams({ intent });

/** Starts reporting; the returned function stops listening. */
export function reportBrowsingSession(): () => void {
  const url = resourceRoutes.browsingSession;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  let open = false;
  const start = () => {
    open = true;
    fetch(url, { method: "POST", body: post("start"), credentials: "same-origin" }).catch(() => {});
  };
  const end = () => {
    clearTimeout(hiddenTimer);
    if (!open) return;
    open = false;
    try {
      navigator.sendBeacon(url, post("end"));
    } catch {
      // No beacon (an old browser, or the page is being torn down): nothing to report with.
    }
  };
  const onVisibility = () => {
    clearTimeout(hiddenTimer);
    if (document.visibilityState === "hidden") hiddenTimer = setTimeout(end, HIDDEN_SESSION_END_MS);
    else start();
  };
  // A page restored from the back/forward cache gets no load, only a pageshow.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) start();
  };
  start();
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("pagehide", end);
  window.addEventListener("pageshow", onPageShow);
  return () => {
    clearTimeout(hiddenTimer);
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("pagehide", end);
    window.removeEventListener("pageshow", onPageShow);
  };
}
