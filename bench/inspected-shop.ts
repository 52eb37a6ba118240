// The production build started with the inspector on, for the profiling scripts: a V8 CPU profile around a stretch of
// load, and the process's own CPU time (process.cpuUsage, all threads), which a busy shared machine does not distort
// the way req/s is. The inspector listens on the shop's port + 1000. PROFILE_ROOT=<checkout> runs another checkout's
// build (an A/B comparison against a branch built there).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import WebSocket from "ws";
import type { CpuProfile } from "./profile-groups";

export interface InspectedShop {
  url: string;
  child: ChildProcess;
  /** The shop process's CPU time so far (user + system, every thread), in microseconds. */
  cpuMicros(): Promise<number>;
  /** Runs `load` under the CPU profiler: its profile and the CPU milliseconds the shop spent meanwhile. */
  profile(load: () => Promise<void>): Promise<{ profile: CpuProfile; cpuMs: number }>;
  stop(): void;
}

export async function startInspectedShop(port: number): Promise<InspectedShop> {
  const work = mkdtempSync(path.join(tmpdir(), "shop-profile-"));
  const root = process.env.PROFILE_ROOT ?? process.cwd();
  const child = spawn(process.execPath, [`--inspect=127.0.0.1:${port + 1000}`, "build/server.mjs"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", RATE_LIMITS: "off", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: work },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    rmSync(work, { recursive: true, force: true });
  };
  process.on("exit", () => {
    if (child.exitCode === null) child.kill("SIGKILL");
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(url, child);
  const inspector = await connectInspector(port + 1000);
  const cpuMicros = async () => {
    const answer = (await inspector.send("Runtime.evaluate", {
      expression: "(() => { const u = process.cpuUsage(); return u.user + u.system; })()",
      returnByValue: true,
    })) as { result: { value: number } };
    return answer.result.value;
  };
  return {
    url,
    child,
    cpuMicros,
    async profile(load) {
      await inspector.send("Profiler.enable");
      await inspector.send("Profiler.setSamplingInterval", { interval: 200 });
      const before = await cpuMicros();
      await inspector.send("Profiler.start");
      await load();
      const { profile } = (await inspector.send("Profiler.stop")) as { profile: CpuProfile };
      return { profile, cpuMs: ((await cpuMicros()) - before) / 1000 };
    },
    stop() {
      inspector.close();
      stop();
    },
  };
}

async function waitUntilServing(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error("the shop exited during start-up");
    try {
      if ((await fetch(`${url}/api/v1/settings`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The Chrome DevTools protocol over the inspector's WebSocket: just enough to profile and read the CPU time. */
async function connectInspector(port: number) {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  let nextId = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.on("message", (raw) => {
    const message = JSON.parse(String(raw)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  return {
    send(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
      const id = nextId++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve) => waiting.set(id, resolve));
    },
    close: () => socket.close(),
  };
}
