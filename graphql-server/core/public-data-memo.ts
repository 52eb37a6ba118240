// Small public data that writes read on every request (cargo companies, cart settings, running campaigns), kept in
// memory while the database's read version (read-version.ts) stays the same: a cart answer then costs one version
// read — shared with every caller arriving meanwhile — instead of a statement per kind of data. Every write to a
// table a public read may show moves the version, on this node or any other, so a kept value is never served after
// a write that changed it. What changes with the clock alone (a campaign's start and end) must be kept unfiltered
// by time and checked by the caller at use.
//
// A value is kept under the version read before it was loaded: the data it was made from is at least that new, so a
// caller holding that version (or an older one) may use it. Inside a transaction nothing is kept or served: the
// transaction may have written data the version outside it does not show yet. Services ask with `kept` and never
// see the version.
import type { EntityManager } from "@mikro-orm/core";
import { approximateBytes, Shelf } from "./memory.js";

/** What the kept values may take together (a handful of keys, campaigns per language the largest). */
const MEMO_BYTES = 16 * 1024 * 1024;

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
  // Wrapped, so that a kept null (no door fee) is told apart from nothing kept.
  const values = new Shelf<{ value: unknown }>({ maxBytes: MEMO_BYTES, bytesOf: (kept, key) => approximateBytes(kept.value) + 2 * key.length });
  /** Loads under way for the kept version: callers arriving meanwhile share them. */
  let loading = new Map<string, Promise<unknown>>();
  return {
    version: readVersion,
    get<V>(version: string, key: string, load: () => Promise<V>): Promise<V> {
      const asked = BigInt(version);
      if (asked > keptVersion) {
        keptVersion = asked;
        values.clear();
        loading = new Map();
      }
      // A caller holding an older version than the kept one loads for itself: its value may be older than what is kept.
      if (asked < keptVersion) return load();
      const kept = values.get(key, version);
      if (kept) return Promise.resolve(kept.value as V);
      const underWay = loading.get(key) as Promise<V> | undefined;
      if (underWay) return underWay;
      const loads = loading;
      const loaded = load().then(frozenOutsideProduction);
      loads.set(key, loaded);
      // A failed load is not kept: the next caller tries again.
      loaded.then(
        (value) => {
          if (loads.get(key) === loaded) loads.delete(key);
          // Kept only while its version is still the kept one.
          if (loads === loading) values.set(key, version, { value });
        },
        () => {
          if (loads.get(key) === loaded) loads.delete(key);
        },
      );
      return loaded;
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

/** Whether `scope` may use data kept in memory: it has the memo and is outside a transaction. */
export function mayUseKept(scope: MemoScope): scope is MemoScope & { publicData: PublicDataMemo } {
  return !!scope.publicData && !scope.em.isInTransaction();
}

/** `load()` kept under `key` for the read version now when `scope` may use kept data (mayUseKept), else loaded afresh. */
export async function kept<V>(scope: MemoScope, key: string, load: () => Promise<V>): Promise<V> {
  if (!mayUseKept(scope)) return load();
  return scope.publicData.get(await scope.publicData.version(), key, load);
}

/**
 * The scope with every kept value it asks for read under one read version, read when first needed: for an answer
 * made of several kept values, which must all be of one moment (and so that it reads the version once).
 */
export function underOneVersion<S extends MemoScope>(scope: S): S {
  const memo = scope.publicData;
  if (!memo) return scope;
  let version: Promise<string> | null = null;
  return { ...scope, publicData: { version: () => (version ??= memo.version()), get: memo.get } };
}
