// Marks a page response as shareable between anonymous visitors (app/utils/constants.ts PUBLIC_PAGE_MARK): the
// server decides from the request whether it is served so (server/page-cache.ts).
import { data } from "@remix-run/node";
import { PUBLIC_PAGE_MARK } from "~/utils/constants";

/** Headers (with any given) that mark the page public for anonymous visitors. */
export function publicPageHeaders(init?: HeadersInit): Headers {
  const headers = new Headers(init);
  headers.set(PUBLIC_PAGE_MARK, "1");
  return headers;
}

/** A loader's answer for a page every anonymous visitor sees the same. */
export const publicPage = <T>(value: T, init?: HeadersInit) => data(value, { headers: publicPageHeaders(init) });
