// The embedded database belongs to one process. PGlite keeps the whole cluster in the memory of the process that
// opened it and writes it back as it goes; a second process on the same folder (a second `npm start`, or
// `npm run admin:create` beside a running shop) works on its own copy, its writes stay invisible to the first, and
// the two overwrite each other's files until the folder no longer opens. So whoever opens the folder first leaves a
// lock file beside it (`<folder>.lock`) holding its process id, and a second opener is refused.
//
// Node has no advisory file lock of the operating system's, so the lock is a file, written whole under a name of its
// own and then hard-linked to the lock's name (which fails when that exists), so nobody reads a half-written one. It must not
// outlive its process: it goes at close and at exit, and a lock left by a process that was killed is taken over —
// its process is gone, or the id now belongs to a process started at another time (ids are reused, in a container
// the shop is often process 1 after every restart).
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The folder is open in another live process. */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The embedded database in ${dataDir} is in use by another process of the shop (pid ${pid}).`);
    this.name = "DataDirInUse";
  }
}

export interface DataDirLock {
  /** Removes the lock (idempotent). */
  release(): void;
}

interface Holder {
  pid: number;
  /** The holder's start time as the kernel counts it (Linux), to tell the holder from a later process with its id. */
  started: string | null;
}

/** Folders this process holds (on globalThis: a test runner may load this file more than once in one process). */
const held: Set<string> = ((globalThis as Record<symbol, unknown>)[Symbol.for("shop.dataDirLocks")] ??= new Set<string>()) as Set<string>;

export const lockFileOf = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

/** Takes the folder's lock, or throws DataDirInUse naming the process that holds it. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = lockFileOf(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const mine = JSON.stringify({ pid: process.pid, started: startTimeOf(process.pid) } satisfies Holder);
  // Two rounds: the second after taking over a stale lock.
  for (let round = 0; round < 2; round++) {
    const draft = `${file}.${process.pid}.tmp`;
    writeFileSync(draft, mine);
    try {
      linkSync(draft, file);
      return holdUntilExit(file, mine);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    const found = readIfPresent(file);
    const holder = parseHolder(found);
    if (holder && isAlive(holder, file)) throw new DataDirInUse(path.resolve(dataDir), holder.pid);
    // Stale (or not ours to read): remove it unless another opener replaced it meanwhile.
    if (readIfPresent(file) === found) rmSync(file, { force: true });
  }
  const holder = parseHolder(readIfPresent(file));
  throw new DataDirInUse(path.resolve(dataDir), holder?.pid ?? 0);
}

function holdUntilExit(file: string, mine: string): DataDirLock {
  held.add(file);
  const release = () => {
    process.off("exit", release);
    if (!held.delete(file)) return;
    // Only our own lock: never one another process took over.
    if (readIfPresent(file) === mine) rmSync(file, { force: true });
  };
  process.on("exit", release);
  return { release };
}

function isAlive(holder: Holder, file: string): boolean {
  // Our own id: held by this process only if this process took it; otherwise an earlier process had our id.
  if (holder.pid === process.pid) return held.has(file);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it lives, under another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const started = startTimeOf(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

/** Field 22 of /proc/<pid>/stat (after the command name, which may hold spaces and parentheses); null elsewhere. */
function startTimeOf(pid: number): string | null {
  const stat = readIfPresent(`/proc/${pid}/stat`);
  if (stat === null) return null;
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields[19] ?? null;
}

function parseHolder(text: string | null): Holder | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    return Number.isSafeInteger(value.pid) && (value.pid ?? 0) > 0 ? { pid: value.pid!, started: typeof value.started === "string" ? value.started : null } : null;
  } catch {
    return null;
  }
}

function readIfPresent(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}
