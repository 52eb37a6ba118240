// `npm run outbox [count]`: prints the newest mails the shop kept in its outbox (no SMTP_URL), for a shop started
// with `npm start`, where the browser page /dev/outbox is not served (it would show shoppers' mails to anyone).
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";

const dir = path.resolve(process.env.MAIL_OUTBOX_DIR ?? path.join(process.env.DATA_DIR ?? ".data", "outbox"));
const count = Math.max(1, Number.parseInt(process.argv[2] ?? "3", 10) || 3);

if (!existsSync(dir)) {
  console.log(`No mail yet: ${dir} does not exist (the shop writes there when it sends its first mail).`);
  process.exit(0);
}
const newest = readdirSync(dir)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .slice(-count)
  .reverse();
if (newest.length === 0) console.log(`No mail yet in ${dir}.`);
for (const name of newest) {
  const mail = JSON.parse(readFileSync(path.join(dir, name), "utf8"));
  console.log(`\n── ${mail.sentAt}  to ${mail.to}\n   ${mail.subject}\n`);
  console.log(mail.text);
}
