// Server render: the page's language and namespaces come from a shared i18next instance (utils/i18n.server.ts), and
// the whole document is rendered before it is sent, in one piece.
import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { localeFromRequest, renderI18n } from "~/utils/i18n.server";
import { NonceContext } from "~/utils/nonce";
import { TypedCardContext } from "~/utils/typed-card";
import { OUTAGE_RETRY_AFTER_SECONDS } from "../shared/outage";

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
  const i18n = await renderI18n(locale, namespaces);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The whole document is rendered before the first byte: simplest for crawlers and shoppers alike, and the status
    // code stays correct. Being complete, it is sent as one buffer: piped as it comes, React's small chunks each
    // became a write to the socket (a tenth of a product page's CPU went to those system calls).
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <TypedCardContext.Provider value={loadContext.typedCard ?? null}>
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
          </TypedCardContext.Provider>
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const document = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              clearTimeout(timer);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              // Only an outage answers 503 (app/utils/graphql.server.ts): the shopper's browser and crawlers are told when to come back.
              if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
              resolve(new Response(withoutNulBytes(Buffer.concat(chunks)), { headers: responseHeaders, status: responseStatusCode }));
              done();
            },
          });
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.log.error({ err: error }, "render failed");
        },
      },
    );
    // Cleared when the render ends: a timer left behind keeps the whole render alive for seconds.
    const timer = setTimeout(abort, ABORT_DELAY + 1000);
  });
}

/**
 * React 18's streaming renderer fills 2 KB buffers and, when a multi-byte character (ü, ş, an Arabic letter) does not
 * fit at the end of one, sends the whole buffer with its unwritten tail: NUL bytes in the middle of a Turkish word.
 * No page ever means a NUL (the HTML parser turns one into a replacement character), so every NUL goes.
 */
export function withoutNulBytes(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  let at = html.indexOf(0);
  if (at < 0) return html;
  const clean = Buffer.allocUnsafe(html.length);
  let length = 0;
  let from = 0;
  while (at >= 0) {
    length += html.copy(clean, length, from, at);
    from = at + 1;
    at = html.indexOf(0, from);
  }
  length += html.copy(clean, length, from);
  return clean.subarray(0, length);
}
