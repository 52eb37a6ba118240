// `npm run outbox` under `npm start` (no /dev pages): it prints the kept mails and, last, the kept SMS/WhatsApp texts,
// so the phone code a guest is asked for at checkout can be read in the terminal.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { codeMessage } from "../../graphql-server/modules/verification/code-text.js";
import { FileTextOutbox } from "../../graphql-server/modules/verification/text-outbox.js";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "outbox-command-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const outboxCommand = async (...args: string[]) =>
  (await promisify(execFile)(process.execPath, [path.join(root, "scripts/outbox.mjs"), ...args], { env: { ...process.env, DATA_DIR: dataDir, MAIL_OUTBOX_DIR: "", TEXT_OUTBOX_DIR: "" } })).stdout;

describe("npm run outbox", () => {
  it("prints the newest texts after the mails, the newest code last", async () => {
    mkdirSync(path.join(dataDir, "outbox"), { recursive: true });
    writeFileSync(path.join(dataDir, "outbox", "2026-12-07T10-00-00-000Z-aaaaaa.json"), JSON.stringify({ sentAt: "2026-12-07T10:00:00.000Z", to: "ayse@example.com", subject: "Siparişiniz alındı", text: "Teşekkürler" }));
    const texts = new FileTextOutbox(path.join(dataDir, "text-outbox"));
    for (const code of ["111111", "222222", "333333", "444444"]) {
      await texts.send(codeMessage("+905321112233", "sms", code, "tr"));
      // Names start with the time to the millisecond: one apart, the order is certain.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }

    const printed = await outboxCommand();
    expect(printed).toContain("Siparişiniz alındı");
    const lines = printed.trim().split("\n");
    expect(lines.at(-1)).toMatch(/sms to \+905321112233: .*444444/);
    expect(lines.at(-3)).toMatch(/222222/);
    // Three by default: the oldest is left out.
    expect(printed).not.toContain("111111");
    expect(printed.indexOf("Siparişiniz alındı")).toBeLessThan(printed.indexOf("444444"));
  });

  it("says where it looked when nothing was kept yet", async () => {
    rmSync(path.join(dataDir, "text-outbox"), { recursive: true, force: true });
    expect(await outboxCommand("5")).toContain(`No SMS or WhatsApp text yet in ${path.join(dataDir, "text-outbox")}`);
  });
});
