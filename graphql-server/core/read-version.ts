// One number that changes with every committed write that a public read could see. A cached answer is stored with
// the number it was computed under and served only while the number is the same, so a write is never followed by a
// stale answer — on this node or any other, since the number lives in the database.
//
// The number is bumped by a deferred constraint trigger on every table except the ones modules declare private
// (carts, sessions, counters: rows no public read shows). Deferred, because the bump must be part of the writing
// transaction (visible exactly when its data is) yet take the row lock on the counter as that transaction's last act:
// taken at the first write instead, it would make every order wait for every other and could deadlock with the stock
// locks. A transaction-local flag makes the bump happen once per transaction however many rows it writes.
// The triggers are (re)installed at every start, so a table a new migration creates is covered without anyone
// remembering to.
import type { EntityManager } from "@mikro-orm/core";

/** Kept out of the ORM's schema diff (mikro-orm.config.ts): it is made here, at every start, not by a migration. */
export const READ_VERSION_TABLE = "read_version";
const TABLE = READ_VERSION_TABLE;
const TRIGGER = "read_version_bump";
/** Tables that are never part of a public answer by their nature (the migrations' own bookkeeping). */
const ALWAYS_PRIVATE = [TABLE, "mikro_orm_migrations"];

type Execute = (sql: string, params?: unknown[]) => Promise<unknown[]>;

/** Creates the counter and its function, and puts the trigger on every table that is not private (only there). */
export async function installReadVersion(em: EntityManager, privateTables: readonly string[]): Promise<void> {
  const execute: Execute = (sql, params = []) => em.getConnection().execute(sql, params);
  await execute(`create table if not exists ${TABLE} (id smallint primary key, version bigint not null)`);
  await execute(`insert into ${TABLE} (id, version) values (1, 0) on conflict (id) do nothing`);
  await execute(`create or replace function ${TRIGGER}() returns trigger language plpgsql as $$
    begin
      if current_setting('shop.read_version_bumped', true) is distinct from 'yes' then
        perform set_config('shop.read_version_bumped', 'yes', true);
        update ${TABLE} set version = version + 1 where id = 1;
      end if;
      return null;
    end $$`);
  const tables = (await execute(
    `select c.relname as name, exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = ?) as has_trigger
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p')`,
    [TRIGGER],
  )) as { name: string; has_trigger: boolean }[];
  const privateSet = new Set([...ALWAYS_PRIVATE, ...privateTables]);
  for (const { name, has_trigger } of tables) {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    if (privateSet.has(name) && has_trigger) await execute(`drop trigger ${TRIGGER} on ${quoted}`);
    if (!privateSet.has(name) && !has_trigger) {
      await execute(
        `create constraint trigger ${TRIGGER} after insert or update or delete on ${quoted}
           deferrable initially deferred for each row execute function ${TRIGGER}()`,
      );
    }
  }
}

/** The current number (one indexed single-row read); of another one-row counter when `table` names it. */
export async function readVersion(em: EntityManager, table = TABLE): Promise<string> {
  const [row] = (await em.getConnection().execute(`select version from ${table} where id = 1`)) as { version: string | number }[];
  return String(row?.version ?? 0);
}

/**
 * The number for many callers at once, never older than a caller: every caller gets the answer of a read that began
 * after it asked. A read already under way when a caller arrives may have begun before a write that committed just
 * before the caller arrived, so the caller cannot share it; it waits for the next read, which starts as soon as the
 * one under way ends and serves every caller that arrived meanwhile. One read at a time: under load that is one
 * statement per round trip to the database instead of one per request, at the price of at most one extra round
 * trip of waiting; when idle, a caller's read starts at once.
 */
export function sharedReadVersion(read: () => Promise<string>): () => Promise<string> {
  let underWay: Promise<unknown> | null = null;
  let next: Promise<string> | null = null;
  const start = (): Promise<string> => {
    const reading = read();
    const done = reading.then(
      () => undefined,
      () => undefined,
    );
    underWay = done;
    void done.then(() => {
      if (underWay === done) underWay = null;
    });
    return reading;
  };
  return () => {
    if (!underWay) return start();
    // The read under way began before this caller: the next one, shared by everyone who arrives until it starts.
    next ??= underWay.then(() => {
      next = null;
      return start();
    });
    return next;
  };
}
