// Request ids and access lines. Each request gets an id — the caller's `X-Request-Id` when it is short and plain
// (a proxy or a client tracing its own calls), else a fresh one — echoed in the reply's `X-Request-Id` and attached
// to every log line written while the request is served (graphql-server/core/logger.ts). One access line per request
// when the reply is finished: method, path without its query (queries carry search texts and order-lookup
// details), status and duration; never headers or bodies.
import { AsyncResource } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { loggerFor, withRequestId } from "../graphql-server/core/logger";

const PLAIN_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The caller's id when it is safe to repeat in headers and logs, else a new one. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming && PLAIN_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const http = loggerFor("http");

export function requestLog() {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = requestIdFor(req.get("x-request-id"));
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    withRequestId(requestId, () => {
      // Bound, because "finish" fires in the socket's context, outside the request's scope.
      res.on(
        "finish",
        AsyncResource.bind(() => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          const path = req.originalUrl.split("?")[0];
          const line = { method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
          if (res.statusCode >= 500) http.error(line, "request failed");
          // Fingerprinted assets are many per page and say little: shown at debug level only.
          else if (path.startsWith("/assets/") && res.statusCode < 400) http.debug(line, "asset");
          else http.info(line, "request");
        }),
      );
      next();
    });
  };
}
