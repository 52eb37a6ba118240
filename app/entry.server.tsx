// Server render: one i18next instance per request, holding only the page's language and namespaces.
import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "~/i18n";
import { localeFromRequest, pickResources } from "~/utils/i18n.server";
import { NonceContext } from "~/utils/nonce";

const ABORT_DELAY = 5_000;
// Loaders and actions resolve before rendering; Single Fetch streams deferred data at most this long.
export const streamTimeout = ABORT_DELAY;

/**
 * Namespaces declared in `handle.i18n` by the routes matched for this URL. (remix-i18next's getRouteNamespaces
 * walks every loaded route module, which in production is all of them.)
 */
function matchedNamespaces(context: EntryContext): string[] {
  const namespaces = new Set<string>(["common"]);
  for (const match of context.staticHandlerContext.matches) {
    const handle = context.routeModules[match.route.id]?.handle as { i18n?: string | string[] } | undefined;
    for (const ns of [handle?.i18n ?? []].flat()) namespaces.add(ns);
  }
  return [...namespaces];
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The reply's Content-Security-Policy admits only scripts that carry this nonce (server/security-headers.ts).
  const nonce = loadContext.cspNonce;
  const locale = localeFromRequest(request);
  const namespaces = matchedNamespaces(remixContext);
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    ...i18nConfig,
    lng: locale,
    ns: namespaces,
    resources: pickResources(locale, namespaces),
    react: { useSuspense: false },
  });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The whole document is rendered before the first byte (no deferred data yet): simplest for crawlers and
    // shoppers alike, and the status code stays correct.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.log.error({ err: error }, "render failed");
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1000);
  });
}
