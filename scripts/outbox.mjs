// `npm run outbox [count]`: prints the newest mails (no SMTP_URL) and SMS/WhatsApp texts (no provider: the one-time
// codes) the shop kept in its outboxes, for a shop started with `npm start`, where the browser pages /dev/outbox and
// /dev/texts are not served (they would show shoppers' mails and codes to anyone). Texts come last, so the newest
// code is the terminal's last line.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";

const dataDir = process.env.DATA_DIR || ".data";
const mailDir = path.resolve(process.env.MAIL_OUTBOX_DIR || path.join(dataDir, "outbox"));
const textDir = path.resolve(process.env.TEXT_OUTBOX_DIR || path.join(dataDir, "text-outbox"));
const count = Math.max(1, Number.parseInt(process.argv[2] ?? "3", 10) || 3);

/** The newest `count` stored items of a folder, newest first (file names start with the time); a broken file is skipped. */
function newest(dir) {
  if (!existsSync(dir)) return [];
  const items = [];
  for (const name of readdirSync(dir).filter((file) => file.endsWith(".json")).sort().reverse()) {
    try {
      items.push(JSON.parse(readFileSync(path.join(dir, name), "utf8")));
    } catch {
      // Half-written or foreign: not an item.
    }
    if (items.length === count) break;
  }
  return items;
}

const mails = newest(mailDir);
if (mails.length === 0) console.log(`No mail yet in ${mailDir} (the shop writes there when it sends its first mail).`);
for (const mail of mails) {
  console.log(`\n── ${mail.sentAt}  to ${mail.to}\n   ${mail.subject}\n`);
  console.log(mail.text);
}

// Oldest of the newest first, so the newest code is the last line.
const texts = newest(textDir).reverse();
console.log("");
if (texts.length === 0) console.log(`No SMS or WhatsApp text yet in ${textDir} (one-time codes land there without a provider).`);
else console.log(`SMS and WhatsApp texts in ${textDir}, newest last:`);
for (const text of texts) console.log(`── ${text.sentAt}  ${text.channel} to ${text.to}: ${text.text}`);
