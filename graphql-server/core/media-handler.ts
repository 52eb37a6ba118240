// /media: product images as static files. Their names are never reused for other content, so browsers and CDNs may
// keep them for a year. On a first start the demo images are still being drawn while the shop already answers (an
// empty media folder is drawn whole): until then a request for media waits for them rather than meeting a 404.
import express, { type RequestHandler } from "express";

/** @param drawing settles when the demo images are on disk (drawn, found present, or failed and logged) */
export function mediaHandler(dir: string, drawing: Promise<unknown>): RequestHandler {
  const files = express.static(dir, { immutable: true, maxAge: "1y", index: false, fallthrough: false });
  let waiting: Promise<unknown> | null = drawing;
  void drawing.finally(() => (waiting = null));
  return (req, res, next) => {
    if (!waiting) return files(req, res, next);
    waiting.finally(() => files(req, res, next)).catch(next);
  };
}
