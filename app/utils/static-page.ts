// Pages served as HTML that React does not hydrate: the catalogue pages a shopper lands on (home, listing, product).
// Hydrating them costs a phone seconds of script (React DOM and Remix's runtime alone are ~84 KB gzipped) for
// little the HTML cannot do: every form there works as a plain form. A route opts out through its handle
// (`hydrate: false`, or a function of its loader data); the document then carries the small enhancement script
// (app/enhance/catalogue-page.ts) instead of Remix's scripts. Links from such a page are plain links, so the pages
// that need React (cart, checkout, account) load as documents and hydrate as before.
import { useMatches } from "@remix-run/react";

/**
 * The one inline script of such a page, in its head: marks the document as scripted before the first paint, so CSS
 * hides the controls meant only for browsers without JavaScript (`data-no-js-only`) and shows those only JavaScript can
 * work (`data-shown-when-scripted`) without a layout shift.
 */
export const MARK_SCRIPTED = 'document.documentElement.classList.add("js")';

export interface HydrationHandle {
  hydrate?: boolean | ((data: unknown) => boolean);
}

function hydrates(handle: unknown, data: unknown): boolean {
  const hydrate = (handle as HydrationHandle | undefined)?.hydrate;
  return typeof hydrate === "function" ? hydrate(data) : hydrate !== false;
}

/**
 * True while the server renders a page none of whose routes wants React in the browser. In the browser it is always
 * false: a page React runs in was hydrated, and a page it reaches by client-side navigation keeps it.
 */
export function useServedWithoutReact(): boolean {
  const matches = useMatches();
  if (typeof document !== "undefined") return false;
  return matches.some((match) => !hydrates(match.handle, match.data));
}
