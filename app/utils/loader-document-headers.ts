// The document headers of a page whose loader decides them: the cart (personal, never stored), the admin area and
// its sign-in (also never indexed). Remix takes only cookies from a loader unless its route exports `headers`; an
// admin page without an export of its own gets the admin frame's (Remix passes a parent's headers down).
import type { HeadersFunction } from "@remix-run/node";

export const loaderDocumentHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  // Cookies are carried over by Remix itself, each once.
  loaderHeaders.forEach((value, name) => {
    if (name !== "set-cookie") merged.set(name, value);
  });
  return merged;
};
