// The document headers of a page that can be public for anonymous visitors (app/utils/public-page.server.ts marks
// the loader's answer). Remix takes only cookies from a loader unless its route exports `headers`: this one passes
// on the mark and the loader's Vary as well.
import type { HeadersFunction } from "@remix-run/node";
import { PUBLIC_PAGE_MARK } from "~/utils/constants";

export const publicPageDocumentHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  for (const name of ["Vary", PUBLIC_PAGE_MARK]) {
    const value = loaderHeaders.get(name);
    if (value) merged.set(name, value);
  }
  return merged;
};
