// One-time codes as the phone would get them: the e2e server has no SMS or WhatsApp provider, so its dev outbox
// keeps every text as a JSON file in $E2E_DATA_DIR/text-outbox (the server's DATA_DIR; see playwright.config.ts).
import { expect } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const outboxDir = () => path.resolve(process.env.E2E_DATA_DIR ?? ".data/e2e", "text-outbox");

/** A Turkish mobile number as the outbox stores it (+905…). */
const e164 = (phone: string) => `+90${phone.replace(/\D/g, "").replace(/^(90|0)/, "")}`;

function codesTo(phone: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir()).filter((file) => file.endsWith(".json"));
  } catch {
    return [];
  }
  const to = e164(phone);
  return files
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(outboxDir(), file), "utf8")) as { to: string; text: string })
    .filter((text) => text.to === to)
    .map((text) => /(\d{6})/.exec(text.text)?.[1] ?? "");
}

/** How many texts went to `phone` so far (to wait for the next one). */
export const textsSentTo = (phone: string) => codesTo(phone).length;

/** Waits for the text after the first `before` texts to `phone` and returns its code. */
export async function nextCodeTo(phone: string, before: number): Promise<string> {
  await expect.poll(() => codesTo(phone).length, { message: `a code sent to ${phone}` }).toBeGreaterThan(before);
  return codesTo(phone).at(-1)!;
}
