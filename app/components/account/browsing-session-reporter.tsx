// Reports a signed-in member's browsing session: started when the page loads and whenever the tab is shown again,
// ended once the tab has stayed hidden a few seconds or the page goes away (a beacon, which outlives the page).
// Renders nothing; without JavaScript nothing is reported. Every failure is silent: it is bookkeeping, and the
// shopper must never notice it.
import { useEffect } from "react";
import { resourceRoutes } from "~/utils/resource-routes";

/** A tab hidden this long ends the session (a glance at another tab does not). */
export const HIDDEN_SESSION_END_MS = 5000;

const post = (intent: "start" | "end") => new URLSearchParams({ intent });

export function BrowsingSessionReporter() {
  useEffect(() => {
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
  }, []);
  return null;
}
