// /dev/texts: the SMS and WhatsApp messages the dev outbox stored, newest first, as a plain HTML page (development
// only; server.ts mounts it when NODE_ENV is not production). The demo reads its one-time codes here.
import type { Request, Response } from "express";
import express from "express";
import { readOutboxTexts } from "./text-outbox.js";
import { escapeHtml as escape } from "../../../shared/html.js";


export function devTextsRouter(dir: string): express.Router {
  const router = express.Router();
  router.get("/", (_req: Request, res: Response) => {
    const rows = readOutboxTexts(dir)
      .map(
        (t) => `<li><strong>${escape(t.channel)}</strong> → ${escape(t.to)} — <time>${escape(t.sentAt)}</time>
          <pre dir="auto">${escape(t.text)}</pre></li>`,
      )
      .join("\n");
    res.type("html").send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
      <title>Dev texts</title><style>body{font-family:sans-serif;margin:1rem}pre{font-size:1.1rem;white-space:pre-wrap}</style></head>
      <body><h1>Dev texts (SMS / WhatsApp)</h1><p>${escape(dir)}</p><ol>${rows || "<li>No text yet.</li>"}</ol></body></html>`);
  });
  return router;
}
