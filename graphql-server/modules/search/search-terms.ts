// Counts searched terms. Every search would otherwise update one hot row per popular term (a row lock all
// concurrent searches for it queue on), so counts are gathered in memory and written in one batched upsert every
// few seconds, on `mostSearched` reads and on shutdown. A crash loses at most one interval of counts — acceptable
// for a popularity list. Each node flushes its own counts; nothing another node needs stays in memory.
import type { MikroORM } from "@mikro-orm/core";
import { sql } from "../../core/db.js";
import { loggerFor } from "../../core/logger.js";

export function normaliseTerm(text: string): string | null {
  const term = text.trim().toLocaleLowerCase("tr").replace(/\s+/g, " ");
  return term.length >= 2 && term.length <= 100 ? term : null;
}

export class SearchTermRecorder {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly orm: MikroORM,
    private readonly intervalMs = 5_000,
  ) {}

  record(text: string): void {
    const term = normaliseTerm(text);
    if (!term) return;
    this.pending.set(term, (this.pending.get(term) ?? 0) + 1);
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
      const entries = [...this.pending.entries()];
      this.pending = new Map();
      await sql(
        this.orm.em.fork(),
        `insert into search_term (term, count, updated_at) values ${entries.map(() => "(?, ?, now())").join(", ")}
         on conflict (term) do update set count = search_term.count + excluded.count, updated_at = now()`,
        entries.flat(),
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
