// /dev/outbox: the mails the dev outbox stored, newest first, as a plain HTML page (development only; server.ts
// mounts it when NODE_ENV is not production). /dev/outbox/<id> shows one mail's HTML body.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";
import express from "express";
import type { OutboxMail } from "./mailer.js";
import { escapeHtml as escape } from "../../../shared/html.js";


function readMails(dir: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  } catch {
    return [];
  }
  return files
    .sort()
    .reverse()
    .slice(0, 200)
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as OutboxMail);
}

export function devOutboxRouter(dir: string): express.Router {
  const router = express.Router();
  router.get("/", (_req: Request, res: Response) => {
    const rows = readMails(dir)
      .map(
        (m) => `<li><a href="/dev/outbox/${encodeURIComponent(m.id)}">${escape(m.subject)}</a> — ${escape(m.to)} — ${escape(m.sentAt)}
          <pre>${escape(m.text)}</pre></li>`,
      )
      .join("\n");
    res.type("html").send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title></head>
      <body><h1>Dev outbox</h1><p>${escape(dir)}</p><ol>${rows || "<li>No mail yet.</li>"}</ol></body></html>`);
  });
  router.get("/:id", (req: Request, res: Response) => {
    const mail = readMails(dir).find((m) => m.id === req.params.id);
    if (!mail) return res.status(404).type("text").send("not found");
    // The mail's own HTML, isolated: no scripts, no requests.
    res.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    res.type("html").send(mail.html);
  });
  return router;
}
