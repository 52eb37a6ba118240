// build/server-memory.mjs (copied by scripts/build-server.mjs; the loader build/server.mjs uses it): how the
// production server's heap holds as little as it needs when the shop is idle, without costing CPU when it is busy.
// - V8's young generation starts at 1 MB and doubles whenever much of it survives a collection, up to 16 MB a half.
//   A start is all survivors (modules, the schema, the ORM's metadata): it grew to its largest, 32 MB held for good,
//   though a start gains nothing from it (what survives is copied either way). It stays small until the shop is busy,
//   where a small one would cost CPU (rendered pages: about +30 % with 1 MB for good). The growth factor is the one
//   young-generation setting V8 reads as it goes; its size limits are fixed when the process starts.
// - What a start or a burst of requests leaves behind in the old generation is garbage V8 collects only when it next
//   needs room, and an idle shop allocates nothing: it kept ≈ 20 MB of dead objects spread over half-used pages.
//   When the shop goes quiet after its old generation grew, one compacting collection gives those pages back.
// V8 refuses a code cache made under other flags than its reader's: the cache is made under the start's flags.
import { performance } from "node:perf_hooks";
import { setInterval } from "node:timers";
import v8 from "node:v8";
import vm from "node:vm";

const YOUNG_GENERATION_STAYS = "--semi-space-growth-factor=1";
const YOUNG_GENERATION_GROWS = "--semi-space-growth-factor=2"; // V8's default
/** Busy: the event loop worked this share of each of two seconds in a row (a start, or a first page, is less). */
const BUSY_UTILIZATION = 0.5;
const BUSY_SECONDS = 2;
/** Quiet: the event loop worked less than this share of the last second. */
const QUIET_UTILIZATION = 0.05;
/** A compacting collection costs ≈ 250 ms of CPU for a 60 MB heap: only after this much growth, this seldom. */
const COMPACT_AFTER_GROWTH_BYTES = 16 * 1024 * 1024;
const COMPACT_AT_MOST_EVERY_MS = 60_000;

/**
 * Sets the start's flags unless the operator sized the young generation (node --max-semi-space-size=…), and
 * returns what the loader needs: `underStartFlags` to make the code cache, `watch` to call once the bundle runs.
 */
export function idleMemory(nodeOptions) {
  const youngGenerationLeftAlone = /semi-space/.test(nodeOptions);
  let youngGenerationGrows = youngGenerationLeftAlone;
  // A collection on demand: the flag adds gc() to contexts made from now on (only the one made here), not the shop's.
  // A Node whose V8 took no flags once started has none: then the shop only goes without the quiet compaction.
  v8.setFlagsFromString("--expose-gc");
  const collectGarbage = vm.runInNewContext("typeof gc === 'function' ? gc : undefined");
  if (!youngGenerationLeftAlone) v8.setFlagsFromString(YOUNG_GENERATION_STAYS);

  function underStartFlags(make) {
    if (youngGenerationLeftAlone || !youngGenerationGrows) return make();
    v8.setFlagsFromString(YOUNG_GENERATION_STAYS);
    try {
      return make();
    } finally {
      v8.setFlagsFromString(YOUNG_GENERATION_GROWS);
    }
  }

  function compact() {
    v8.setFlagsFromString("--compact-on-every-full-gc");
    try {
      collectGarbage();
    } finally {
      v8.setFlagsFromString("--no-compact-on-every-full-gc");
    }
  }

  function watch() {
    let last = performance.eventLoopUtilization();
    let busySeconds = 0;
    let oldGenerationAfterCompaction = 0;
    let compactedAt = -Infinity;
    const timer = setInterval(() => {
      const now = performance.eventLoopUtilization();
      const { utilization } = performance.eventLoopUtilization(now, last);
      last = now;
      busySeconds = utilization >= BUSY_UTILIZATION ? busySeconds + 1 : 0;
      if (!youngGenerationGrows && busySeconds >= BUSY_SECONDS) {
        v8.setFlagsFromString(YOUNG_GENERATION_GROWS);
        youngGenerationGrows = true;
      }
      if (!collectGarbage || utilization >= QUIET_UTILIZATION || performance.now() - compactedAt < COMPACT_AT_MOST_EVERY_MS) return;
      if (oldGenerationUsed() - oldGenerationAfterCompaction < COMPACT_AFTER_GROWTH_BYTES) return;
      compact();
      compactedAt = performance.now();
      oldGenerationAfterCompaction = oldGenerationUsed();
      // What compacting took is not the shop's work.
      last = performance.eventLoopUtilization();
    }, 1000);
    timer.unref();
  }

  return { underStartFlags, watch };
}

function oldGenerationUsed() {
  return v8.getHeapSpaceStatistics().find((space) => space.space_name === "old_space")?.space_used_size ?? 0;
}
