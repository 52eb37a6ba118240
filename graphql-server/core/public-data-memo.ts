// Small public data that writes read on every request (cargo companies, cart settings, running campaigns), kept in
// memory while the database's read version (read-version.ts) stays the same: a cart answer then costs one version
// read — shared with every caller arriving meanwhile — instead of a statement per kind of data. Every write to a
// table a public read may show moves the version, on this node or any other, so a kept value is never served after
// a write that changed it. What changes with the clock alone (a campaign's start and end) must be kept unfiltered
// by time and checked by the caller at use.
//
// A value is kept under the version read before it was loaded: the data it was made from is at least that new, so a
// caller holding that version (or an older one) may use it. Inside a transaction nothing is kept or served: the
// transaction may have written data the version outside it does not show yet.
import type { EntityManager } from "@mikro-orm/core";
import { READ_VERSION_TABLE } from "./read-version.js";

export interface PublicDataMemo {
  /** The read version now (every caller gets a read that began after it asked). */
  version(): Promise<string>;
  /**
   * The value kept under `key` for `version`, loading and keeping it when missing. Callers share one object: they
   * must not change it.
   */
  get<V>(version: string, key: string, load: () => Promise<V>): Promise<V>;
}

/** Keeps values of one read version at a time: a newer version drops every value of the older one. */
export function createPublicDataMemo(readVersion: () => Promise<string>): PublicDataMemo {
  let keptVersion = -1n;
  let kept = new Map<string, Promise<unknown>>();
  return {
    version: readVersion,
    get<V>(version: string, key: string, load: () => Promise<V>): Promise<V> {
      const asked = BigInt(version);
      if (asked > keptVersion) {
        keptVersion = asked;
        kept = new Map();
      }
      // A caller holding an older version than the kept one loads for itself: its value may be older than what is kept.
      if (asked < keptVersion) return load();
      const found = kept.get(key) as Promise<V> | undefined;
      if (found) return found;
      const loading = load().then(frozenOutsideProduction);
      const values = kept;
      values.set(key, loading);
      // A failed load is not kept: the next caller tries again.
      loading.catch(() => {
        if (values.get(key) === loading) values.delete(key);
      });
      return loading;
    },
  };
}

/**
 * Callers share a kept value, so one that changed it would change every later answer. Outside production the value
 * is frozen through and through, so such a change throws in the tests instead of going unnoticed.
 */
function frozenOutsideProduction<V>(value: V): V {
  if (process.env.NODE_ENV !== "production") deepFreeze(value);
  return value;
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/** What a service needs to use the memo: the request's memo (absent in hand-built scopes) and its unit of work. */
export interface MemoScope {
  em: EntityManager;
  publicData?: PublicDataMemo | null;
}

/**
 * The read version under which `scope` may use kept public data, or null when it must read the database itself (no
 * memo, or inside a transaction).
 */
export async function publicDataVersion(scope: MemoScope): Promise<string | null> {
  if (!scope.publicData || scope.em.isInTransaction()) return null;
  return scope.publicData.version();
}

/**
 * The read version as a column of a statement the caller runs anyway before using kept data: one round trip fewer
 * than publicDataVersion's read, and just as fresh (read by that statement, after the caller asked).
 */
export const READ_VERSION_COLUMN = `(select version from ${READ_VERSION_TABLE} where id = 1)`;

/** The version a statement read as READ_VERSION_COLUMN, when `scope` may use kept data (as publicDataVersion). */
export function versionReadWith(scope: MemoScope, column: unknown): string | null {
  if (!scope.publicData || scope.em.isInTransaction() || column === null || column === undefined) return null;
  return String(column);
}

/** `load()` kept under `key` when `version` allows (see publicDataVersion), else loaded afresh. */
export function keptOrLoaded<V>(scope: MemoScope, version: string | null, key: string, load: () => Promise<V>): Promise<V> {
  return version === null || !scope.publicData ? load() : scope.publicData.get(version, key, load);
}
