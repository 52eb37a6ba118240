// What JavaScript a page makes the browser load at first: the module scripts and module preloads its HTML names,
// each gzipped as compression() serves it. Usage: npx tsx bench/page-js.ts http://127.0.0.1:3000 / /mobilya …
import { gzipSync } from "node:zlib";

const [origin, ...paths] = process.argv.slice(2);
if (!origin || !paths.length) throw new Error("usage: page-js.ts origin path…");

for (const path of paths) {
  const html = await (await fetch(origin + path)).text();
  const files = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"|<script[^>]+src="([^"]+)"|import\s*(?:\*\s*as\s*\w+\s*from\s*)?"(\/assets\/[^"]+\.js)"/g)) {
    files.add(match[1] ?? match[2] ?? match[3]);
  }
  let total = 0;
  const rows: [string, number][] = [];
  for (const file of files) {
    const gz = gzipSync(Buffer.from(await (await fetch(new URL(file, origin))).arrayBuffer())).byteLength;
    total += gz;
    rows.push([file, gz]);
  }
  console.log(`${path}: ${(total / 1024).toFixed(1)} KB gzipped in ${files.size} files`);
  for (const [file, gz] of rows.sort((a, b) => b[1] - a[1])) console.log(`  ${(gz / 1024).toFixed(1).padStart(6)} KB  ${file}`);
}
