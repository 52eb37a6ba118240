// Where a start goes, measured in-process: with STARTUP_TRACE=1 each step of the start prints its wall and CPU
// milliseconds since the process began. CPU time is the figure to compare on a busy machine (other processes stretch
// the wall clock, not the CPU time the start itself needs).

const enabled = process.env.STARTUP_TRACE === "1";
let last = { wall: 0, cpu: 0 };

/** Prints `step` with the time since the process began and since the previous mark (STARTUP_TRACE=1 only). */
export function startupMark(step: string): void {
  if (!enabled) return;
  const wall = performance.now();
  const usage = process.cpuUsage();
  const cpu = (usage.user + usage.system) / 1000;
  process.stderr.write(
    `[start] ${step.padEnd(32)} wall ${wall.toFixed(0).padStart(6)} ms (+${(wall - last.wall).toFixed(0).padStart(5)})  cpu ${cpu.toFixed(0).padStart(6)} ms (+${(cpu - last.cpu).toFixed(0).padStart(5)})  ${memory()}\n`,
  );
  last = { wall, cpu };
}

/** RSS and what V8 holds (JS heap, and memory outside it: Buffers, WASM memories, native addons' objects). */
function memory(): string {
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  return `rss ${mb(rss)} MB, heap ${mb(heapUsed)}/${mb(heapTotal)} MB, external ${mb(external)} MB (array buffers ${mb(arrayBuffers)})`;
}

/** Runs `work` and marks its end under `step`. */
export async function traced<T>(step: string, work: () => Promise<T>): Promise<T> {
  const result = await work();
  startupMark(step);
  return result;
}

/**
 * With STARTUP_TRACE=1, prints the memory every `ms` from now on: growth under load that levels off is caches, code
 * and a heap V8 let grow; growth that does not is a leak.
 */
export function traceMemoryEvery(ms: number): void {
  if (!enabled) return;
  setInterval(() => process.stderr.write(`[memory] ${memory()}\n`), ms).unref();
}
