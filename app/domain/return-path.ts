// The one rule for every redirect target that arrives with a request (a query parameter, a hidden form field, the
// request's own path): it must stay on this shop. The check is done the way the browser will read the Location
// header — with the URL parser — because string tests on the raw value miss what the parser quietly rewrites: it
// drops tabs and newlines (`/\t/evil.example` becomes `//evil.example`), turns backslashes into slashes
// (`/\evil.example`), and resolves dot segments (`/.//evil.example` becomes the path `//evil.example`, which a
// browser reads as another host when it is sent back as a Location).

/** A host that never resolves: only its origin is compared, nothing is fetched. */
const PROBE_ORIGIN = "http://shop.invalid";

/** C0 controls, DEL and C1 controls: never part of a path we wrote, and the parser silently removes some of them. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * `raw` as a path of this shop — the parsed URL's `pathname + search + hash`, so the redirect carries exactly what
 * the browser would use — or `fallback` when it is not one: not a string, containing a control character, not
 * starting with `/` (absolute URLs, `javascript:`, relative paths), resolving to another origin, or resolving to a
 * path that starts with `//` (which a Location header would turn into another host).
 */
export function safeReturnPath(raw: unknown, fallback = "/"): string {
  if (typeof raw !== "string" || !raw.startsWith("/") || CONTROL_CHARACTERS.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || url.username || url.password) return fallback;
  if (url.pathname.startsWith("//") || url.pathname.startsWith("/\\")) return fallback;
  return url.pathname + url.search + url.hash;
}
