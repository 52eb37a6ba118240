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
// written data the version does not show yet (callers check `em.isInTransaction()`).
import { defineEntity, type EntityManager } from "@mikro-orm/core";
import { loggerFor } from "./logger.js";
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

export class KeptSnapshot<T> {
  private value: T | undefined;
  /** The data's version the value was loaded at (null: never loaded). */
  private loadedAt: string | null = null;
  /** The newest read version the value is known to be current for. */
  private checkedAt = -1n;
  private loading: Promise<void> | null = null;

  /**
   * @param dataVersion reads the data's counter; share one (`sharedDataVersion`) among snapshots of one counter
   * @param load reads the data and builds what is kept
   */
  constructor(
    private readonly root: EntityManager,
    private readonly dataVersion: () => Promise<string>,
    private readonly load: (em: EntityManager) => Promise<T>,
    private readonly name: string,
  ) {}

  /** The kept value if it is current for `readVersion`; undefined while there is none (ask the database). */
  async current(readVersion: string): Promise<T | undefined> {
    const asked = BigInt(readVersion);
    if (this.loadedAt !== null && asked <= this.checkedAt) return this.value;
    const version = await this.dataVersion();
    if (this.loadedAt === version) {
      if (asked > this.checkedAt) this.checkedAt = asked;
      return this.value;
    }
    this.loading ??= this.reload();
    return undefined;
  }

  /** As `current`, but waits for a load it starts or finds under way (tests; a caller that would rather wait). */
  async ready(readVersion: string): Promise<T | undefined> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const value = await this.current(readVersion);
      if (value !== undefined) return value;
      await this.loading;
    }
    return this.current(readVersion);
  }

  private async reload(): Promise<void> {
    try {
      const em = this.root.fork();
      const version = await this.dataVersion();
      const value = await this.load(em);
      this.value = value;
      this.loadedAt = version;
      this.checkedAt = -1n;
    } catch (error) {
      loggerFor("kept-snapshot").warn({ err: error, snapshot: this.name }, "could not load data kept in memory");
    } finally {
      this.loading = null;
    }
  }
}

/**
 * The reader of a one-row counter (`select version from <table> where id = 1`), shared by every caller that asks
 * while a read is under way (every caller gets a read that began after it asked).
 */
export function sharedDataVersion(root: EntityManager, table: string): () => Promise<string> {
  return sharedReadVersion(() => readVersion(root.fork(), table));
}
