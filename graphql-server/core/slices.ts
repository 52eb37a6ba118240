// Long in-memory work (building a search index of 20,000 documents takes a few hundred ms) done in slices, so the
// requests that arrive meanwhile are answered between them instead of waiting for the whole build.

/** How long one slice may hold the event loop. */
const SLICE_MS = 10;
/** How many items between two looks at the clock. */
const CHECK_EVERY = 64;

/** Lets the event loop run what is waiting (timers, sockets) before the work goes on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `items.map(each)`, giving the event loop a turn whenever a slice has run for SLICE_MS. */
export async function mapInSlices<T, R>(items: readonly T[], each: (item: T, index: number) => R): Promise<R[]> {
  const results = new Array<R>(items.length);
  let sliceStarted = performance.now();
  for (let i = 0; i < items.length; i++) {
    results[i] = each(items[i], i);
    if (i % CHECK_EVERY === CHECK_EVERY - 1 && performance.now() - sliceStarted > SLICE_MS) {
      await nextTurn();
      sliceStarted = performance.now();
    }
  }
  return results;
}

/** `items.forEach(each)`, in slices as `mapInSlices`. */
export async function forEachInSlices<T>(items: readonly T[], each: (item: T, index: number) => void): Promise<void> {
  await mapInSlices(items, each);
}
