// Counts searched terms. Every search would otherwise update one hot row per popular term (a row lock all
// concurrent searches for it queue on), so counts are gathered in memory and written in one batched upsert every
// few seconds, on `mostSearched` reads and on shutdown. A crash loses at most one interval of counts — acceptable
// for a popularity list. Each node flushes its own counts; nothing another node needs stays in memory.
// A term counts when its search found products. A search page is counted where its request arrives, before any
// search ran (server/page-visits.ts): such a term comes with its language and is searched when the counts are
// written, once for all its searches of the interval.
import type { MikroORM } from "@mikro-orm/core";
import { rows, sql } from "../../core/database.js";
import { loggerFor } from "../../core/logger.js";
import { searchDatabase as db } from "./search.database.js";
import { searchFinds } from "./search.service.js";

export function normaliseTerm(text: string): string | null {
  const term = text.trim().toLocaleLowerCase("tr").replace(/\s+/g, " ");
  return term.length >= 2 && term.length <= 100 ? term : null;
}

interface PendingTerm {
  term: string;
  count: number;
  /** The language to search it in before it counts; absent when the search was seen finding products. */
  language?: string;
}

export class SearchTermRecorder {
  /** By term, or by language and term for a term to search first. */
  private pending = new Map<string, PendingTerm>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly orm: MikroORM,
    private readonly intervalMs = 5_000,
  ) {}

  /** Counts a search of `text` that found products; with `language`, one that counts only if a search there does. */
  record(text: string, language?: string): void {
    const term = normaliseTerm(text);
    if (!term) return;
    const key = language === undefined ? term : `${language}\u0000${term}`;
    const pending = this.pending.get(key);
    if (pending) pending.count++;
    else this.pending.set(key, { term, count: 1, language });
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.flush().catch((error: unknown) => loggerFor("search").error({ err: error }, "could not record terms"));
      }, this.intervalMs);
      this.timer.unref();
    }
  }

  /** Writes the pending counts (waits for a flush already running). */
  flush(): Promise<void> {
    const run = async () => {
      if (this.pending.size === 0) return;
      const pending = [...this.pending.values()];
      this.pending = new Map();
      const em = this.orm.em.fork();
      const counts = new Map<string, number>();
      for (const p of pending) {
        if (p.language === undefined || (await searchFinds(em, p.language, p.term))) counts.set(p.term, (counts.get(p.term) ?? 0) + p.count);
      }
      if (counts.size === 0) return;
      await rows(
        em,
        db
          .insertInto("search_term")
          .values([...counts].map(([term, count]) => ({ term, count, updated_at: sql<Date>`now()` })))
          .onConflict((oc) => oc.column("term").doUpdateSet((eb) => ({ count: eb("search_term.count", "+", eb.ref("excluded.count")), updated_at: sql<Date>`now()` }))),
      );
    };
    this.flushing = this.flushing.then(run, run);
    return this.flushing;
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}
