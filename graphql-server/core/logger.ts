// The shop's one logger: JSON lines (pino) on stdout, one object per event, so a log collector can index them. Every
// line written while a request is being served carries that request's id (`reqId`), read from an AsyncLocalStorage
// scope the HTTP layer opens (server/request-log.ts), so the GraphQL, REST, SQL and job lines of one request can be
// found together. What a line may hold: codes, names, durations, counts. Never tokens, passwords, one-time codes,
// card data, cookies, Authorization headers, GraphQL variables or a shopper's contact details: callers do not pass
// them, and the redaction list below is the second line of defence should one slip into a logged object.
import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger } from "pino";

/** What every line written inside a scope carries: the request's id, or the background job's name and id. */
type LogScope = { reqId: string } | { job: string; jobId: string };

const scope = new AsyncLocalStorage<LogScope>();

/** Runs `fn` with `requestId` attached to every log line written inside it (also after awaits). */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return scope.run({ reqId: requestId }, fn);
}

/** Runs a background job with its name and id attached to every log line written inside it. */
export function withJobScope<T>(job: string, jobId: string, fn: () => T): T {
  return scope.run({ job, jobId }, fn);
}

/** The id of the request being served, if any. */
export const currentRequestId = (): string | undefined => {
  const found = scope.getStore();
  return found && "reqId" in found ? found.reqId : undefined;
};

/**
 * Express middleware that continue from stream events (body parsers) lose the async scope: Node runs those events in
 * the socket's context. Binding `next` to the caller's context keeps the request id for the handlers after it.
 */
export function keepRequestScope<Req, Res>(
  middleware: (req: Req, res: Res, next: (error?: unknown) => void) => void,
): (req: Req, res: Res, next: (error?: unknown) => void) => void {
  return (req, res, next) => middleware(req, res, AsyncResource.bind(next));
}

/**
 * Keys never written as they are, wherever they appear one or two levels deep. Paths are pino's (fast-redact)
 * syntax: exact keys, `*` for any one key.
 */
const SENSITIVE_KEYS = [
  "authorization",
  "cookie",
  "set-cookie",
  "token",
  "guestToken",
  "password",
  "otp",
  "code_otp",
  "card",
  "cardNumber",
  "card_number",
  "cardHolder",
  "card_holder",
  "cardExpiry",
  "card_expiry",
  "cardCvv",
  "cvc",
  "cvv",
  "email",
  "phone",
  "variables",
];
export const REDACTED_PATHS = SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`].map((path) => (/^[\w*.]+$/.test(path) ? path : bracket(path))));

/** `set-cookie` is not an identifier: pino wants `["set-cookie"]`. */
function bracket(path: string): string {
  return path
    .split(".")
    .map((part, index) => (/^[\w*]+$/.test(part) ? (index ? `.${part}` : part) : `["${part}"]`))
    .join("");
}

/** An error as a log field: its kind, message, code and stack; never its other properties (a database error's
 * `detail` repeats the values of the row). */
function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { type: error.name, message: error.message, ...(typeof code === "string" ? { code } : {}), stack: error.stack };
}

/** Where lines go: stdout, or a test's capture. One indirection so tests can read the lines the server writes. */
let destination: DestinationStream = pino.destination({ fd: 1, sync: true });

/** The level when LOG_LEVEL does not say: quiet under vitest (tests capture what they assert), info otherwise. */
const defaultLevel = () => process.env.LOG_LEVEL ?? (process.env.VITEST ? "silent" : "info");

export const log: Logger = pino(
  {
    level: defaultLevel(),
    base: { pid: process.pid },
    // "info" rather than 30: readable for people, and log collectors map names as well as numbers.
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => scope.getStore() ?? {},
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { err: serializeError, error: serializeError },
    timestamp: pino.stdTimeFunctions.isoTime,
  },
  { write: (line: string) => destination.write(line) },
);

const components = new Map<string, Logger>();

/**
 * The logger of a named part of the shop ("graphql", "rest", "sql", "jobs", "http", "startup", …): its lines carry
 * `component`. One per name, so captureLogs can change their level together.
 */
export function loggerFor(component: string): Logger {
  let found = components.get(component);
  if (!found) {
    found = log.child({ component });
    components.set(component, found);
  }
  return found;
}

function setLevel(level: string) {
  log.level = level;
  for (const child of components.values()) child.level = level;
}

/**
 * Sends every line to `write` (and lowers the level to `level`) until the returned function is called: for tests
 * that assert on what the server logs.
 */
export function captureLogs(write: (line: string) => void, level: pino.LevelWithSilent = "debug"): () => void {
  const previous = { destination, level: log.level };
  destination = { write };
  setLevel(level);
  return () => {
    destination = previous.destination;
    setLevel(previous.level);
  };
}

/**
 * Human-readable lines when a person reads them — in development, or when the output is a terminal (`npm start` in
 * a shell) — and pino-pretty (a dev dependency) is installed; JSON otherwise (a log collector reads a pipe), and
 * always with LOG_FORMAT=json. Called once by server.ts before anything is logged.
 */
export async function usePrettyOutputForPeople(forPeople: boolean): Promise<void> {
  if (!forPeople || process.env.LOG_FORMAT === "json") return;
  const name = "pino-pretty";
  try {
    // A variable name keeps bundlers from resolving it: production bundles never need it.
    const { default: pretty } = (await import(/* @vite-ignore */ name)) as { default: (options: object) => DestinationStream };
    destination = pretty({ colorize: true, sync: true, singleLine: true, ignore: "pid,hostname", translateTime: "HH:MM:ss.l" });
  } catch {
    // Not installed (production install): JSON lines it is.
  }
}
