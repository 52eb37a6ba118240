// What an operator reads while the shop starts: the slow steps of a first start (migrations, the demo seed, the demo
// images) each say that they began and how long they took, so a long first start is not a long silence.
import type { StartupProgress } from "./index.js";

export function startupProgressLine(event: StartupProgress): string {
  const took = event.done === undefined ? "" : ` (${seconds(event.done)})`;
  switch (event.step) {
    case "open":
      return `Database open${took}`;
    case "migrate":
      return event.done === undefined ? `Updating the database: ${event.pending} migration(s)…` : `Database up to date${took}`;
    case "seed":
      return event.done === undefined ? "First start: filling the demo shop (products, campaigns, locations)…" : `Demo shop ready${took}`;
    case "images":
      return `Demo images drawn: ${event.written ?? 0} files${took}`;
  }
}

/** Said after every start of the demo while its first owner's password is unchanged: the way into the admin area. */
export function demoAdminLine(login: { email: string; password: string; file: string }): string {
  return `Demo admin: sign in at /login with ${login.email} / ${login.password} (kept in ${login.file} until the password is changed)`;
}

/** The first line, before anything slow: which database, and where an embedded one lives. */
export function startingLine(databaseUrl: string | undefined, pgliteDir: string): string {
  return databaseUrl ? "Starting the shop on PostgreSQL…" : `Starting the shop on the embedded database in ${pgliteDir}…`;
}

/** Where the shop's mails go, said once at start so nobody waits for a mail that was written to a folder. */
export function mailDestinationLine(smtpUrl: string | undefined, outbox: string, devOutboxServed: boolean): string {
  if (smtpUrl) return `Mails are sent through SMTP (${URL.canParse(smtpUrl) ? new URL(smtpUrl).host : "SMTP_URL"})`;
  const where = devOutboxServed ? `listed at /dev/outbox and kept in ${outbox}` : `kept in ${outbox} (read them with npm run outbox)`;
  return `Mails (order confirmations) are not sent without SMTP_URL: they are ${where}`;
}

function seconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
