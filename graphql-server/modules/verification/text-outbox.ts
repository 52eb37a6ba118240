// The dev outbox of texts: with no SMS or WhatsApp provider configured, messages are stored instead of sent, so that
// a developer (and the demo) can read the codes at /dev/texts. Files in TEXT_OUTBOX_DIR (default
// $DATA_DIR/text-outbox), or memory under vitest.
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { writeFileAtomically } from "../../core/atomic-file.js";
import type { SendOutcome, TextMessage, TextSender } from "./text-sender.js";

/** A stored message of the dev outbox. */
export interface OutboxText extends TextMessage {
  id: string;
  sentAt: string;
}

const newId = (sentAt: string) => `${sentAt.replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}`;

/** The file outbox's name as a sender (start-up line, logs). */
export const DEV_OUTBOX = "dev-outbox";

export class FileTextOutbox implements TextSender {
  readonly name = DEV_OUTBOX;

  constructor(readonly dir: string) {}

  async send(message: TextMessage): Promise<SendOutcome> {
    mkdirSync(this.dir, { recursive: true });
    const sentAt = new Date().toISOString();
    const stored: OutboxText = { id: newId(sentAt), sentAt, ...message };
    await writeFileAtomically(path.join(this.dir, `${stored.id}.json`), JSON.stringify(stored, null, 2));
    return { ok: true, id: stored.id };
  }
}

export class MemoryTextOutbox implements TextSender {
  readonly name = "memory-outbox";
  readonly sent: OutboxText[] = [];

  async send(message: TextMessage): Promise<SendOutcome> {
    const sentAt = new Date().toISOString();
    const stored = { id: newId(sentAt), sentAt, ...message };
    this.sent.push(stored);
    return { ok: true, id: stored.id };
  }
}

/** The dev outbox folder: TEXT_OUTBOX_DIR, else $DATA_DIR/text-outbox, else .data/text-outbox. */
export const textOutboxDir = (env: Record<string, string | undefined> = process.env) =>
  path.resolve(env.TEXT_OUTBOX_DIR ?? path.join(env.DATA_DIR ?? ".data", "text-outbox"));

/** The newest stored texts first (at most `limit`); an unreadable file is skipped, never a failed page. */
export function readOutboxTexts(dir: string, limit = 200): OutboxText[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  } catch {
    return [];
  }
  const texts: OutboxText[] = [];
  for (const file of files.sort().reverse().slice(0, limit)) {
    try {
      texts.push(JSON.parse(readFileSync(path.join(dir, file), "utf8")) as OutboxText);
    } catch {
      // A half-written or foreign file: not a text.
    }
  }
  return texts;
}
