// Data a node keeps in memory whole (a search index, the columns the facets count) and uses only while it is
// current. The data has a version of its own: a one-row counter that a trigger moves when a transaction that wrote
// it commits. Its own, because the shop's read version (read-version.ts) moves with every public write — an order
// moving stock — and reloading the whole data after each would cost more than it saves.
//
// A request holding read version R may use a snapshot known current at R or later. For a newer R the data's version
// is read (a read that begins after R was read, shared by every caller meanwhile): unchanged, the snapshot is
// current at R; changed, it is loaded again in the background, and until then callers answer from the database as
// they would without it. A snapshot is stamped with the version read before its data, so a write that lands during
// the load makes the next check load again. Inside a transaction nothing kept may be used: the transaction may have
// written data the version does not show yet.
//
// The snapshots of one database share a shelf (memory.ts) under their names, within SNAPSHOTS_MB megabytes (0 keeps
// none: the database answers everything); one pushed out by the others is loaded again when next asked for.
import { defineEntity, type EntityManager } from "@mikro-orm/core";
import { loggerFor } from "./logger.js";
import { approximateBytes, Shelf } from "./memory.js";
import { mayUseKept, type MemoScope } from "./public-data-memo.js";
import { readVersion, sharedReadVersion } from "./read-version.js";

/** The one-row table of a data version counter (its migration adds the trigger: migrations/version-counter.ts). */
export function versionCounterEntity(name: string, tableName: string) {
  return defineEntity({
    name,
    tableName,
    properties: (p) => ({
      id: p.smallint().primary().autoincrement(false),
      version: p.bigint("string").default(0),
    }),
  });
}

/** Memory for the snapshots of one database: SNAPSHOTS_MB megabytes (0 keeps none), else 512. */
export function snapshotBytes(env: NodeJS.ProcessEnv = process.env): number {
  const megabytes = Number(env.SNAPSHOTS_MB ?? 512);
  return Number.isFinite(megabytes) && megabytes > 0 ? Math.floor(megabytes * 1024 * 1024) : 0;
}

/** One shelf per database (the driver object is shared by all EntityManagers of one ORM). */
const shelves = new WeakMap<object, Shelf<unknown>>();

function shelfOf(root: EntityManager): Shelf<unknown> {
  const key = root.getDriver();
  let shelf = shelves.get(key);
  if (!shelf) {
    shelf = new Shelf<unknown>({ maxBytes: snapshotBytes(), bytesOf: (value) => approximateBytes(value) });
    shelves.set(key, shelf);
  }
  return shelf;
}

export class KeptSnapshot<T> {
  private readonly shelf: Shelf<unknown>;
  private readonly dataVersion: () => Promise<string>;
  /** The data's version the kept value was loaded at (null: never loaded). */
  private loadedAt: string | null = null;
  /** The newest read version the value is known to be current for. */
  private checkedAt = -1n;
  /** The data's version whose value was too large for the shelf: not loaded again until the data changes. */
  private tooLargeAt: string | null = null;
  private loading: Promise<void> | null = null;

  /**
   * @param counter the one-row table whose version the data has (versionCounterEntity)
   * @param load reads the data and builds what is kept
   * @param name the snapshot's key on its database's shelf, and its name in logs
   */
  constructor(
    private readonly root: EntityManager,
    counter: string,
    private readonly load: (em: EntityManager) => Promise<T>,
    private readonly name: string,
  ) {
    this.shelf = shelfOf(root);
    this.dataVersion = counterReader(root, counter);
  }

  /**
   * The kept value if it is current for what `scope` may see; undefined while there is none, or where the scope may
   * not use kept data (ask the database). With `wait`, waits for a load it starts or finds under way (tests; a
   * caller that would rather wait).
   */
  async currentFor(scope: MemoScope, wait = false): Promise<T | undefined> {
    if (!mayUseKept(scope) || !this.shelf.keeps) return undefined;
    const readVersion = await scope.publicData.version();
    return wait ? this.ready(readVersion) : this.current(readVersion);
  }

  /**
   * The value current for what `scope` may see, for data with no other place to be read from (the search index is
   * the one search engine): waits for a load under way; loaded afresh, and not kept, when the shelf keeps nothing or
   * the value does not fit it. Outside a transaction only: the load uses its own connection.
   */
  async requiredFor(scope: MemoScope): Promise<T> {
    if (scope.em.isInTransaction()) throw new Error(`${this.name} is read outside a transaction`);
    const version = scope.publicData ? await scope.publicData.version() : await readVersion(scope.em);
    const kept = this.shelf.keeps ? await this.ready(version) : undefined;
    return kept ?? this.load(this.root.fork());
  }

  private async current(readVersion: string): Promise<T | undefined> {
    const asked = BigInt(readVersion);
    if (this.loadedAt !== null && asked <= this.checkedAt) {
      const value = this.kept(this.loadedAt);
      if (value !== undefined) return value;
    }
    const version = await this.dataVersion();
    const value = this.kept(version);
    if (value !== undefined) {
      if (asked > this.checkedAt) this.checkedAt = asked;
      return value;
    }
    if (version !== this.tooLargeAt) this.loading ??= this.reload();
    return undefined;
  }

  private async ready(readVersion: string): Promise<T | undefined> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const value = await this.current(readVersion);
      if (value !== undefined) return value;
      await this.loading;
    }
    return this.current(readVersion);
  }

  /** The value loaded at `version`, if it is that one and still on the shelf. */
  private kept(version: string): T | undefined {
    return version === this.loadedAt ? (this.shelf.get(this.name, version) as T | undefined) : undefined;
  }

  private async reload(): Promise<void> {
    try {
      const em = this.root.fork();
      const version = await this.dataVersion();
      const value = await this.load(em);
      this.shelf.set(this.name, version, value);
      this.loadedAt = version;
      this.checkedAt = -1n;
      if (this.shelf.peek(this.name)?.version !== version) {
        this.tooLargeAt = version;
        loggerFor("kept-snapshot").warn({ snapshot: this.name, budgetMb: snapshotBytes() / 1024 / 1024 }, "data too large to keep in memory");
      }
    } catch (error) {
      loggerFor("kept-snapshot").warn({ err: error, snapshot: this.name }, "could not load data kept in memory");
    } finally {
      this.loading = null;
    }
  }
}

/** Readers of the counters of one database, by table: snapshots of one counter share its reads. */
const counterReaders = new WeakMap<object, Map<string, () => Promise<string>>>();

/**
 * The reader of a one-row counter (`select version from <table> where id = 1`), shared by every caller that asks
 * while a read is under way (every caller gets a read that began after it asked).
 */
function counterReader(root: EntityManager, table: string): () => Promise<string> {
  const key = root.getDriver();
  let readers = counterReaders.get(key);
  if (!readers) counterReaders.set(key, (readers = new Map()));
  let reader = readers.get(table);
  if (!reader) readers.set(table, (reader = sharedReadVersion(() => readVersion(root.fork(), table))));
  return reader;
}
