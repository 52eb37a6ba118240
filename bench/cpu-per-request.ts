// The shop process's CPU time per request, scenario by scenario, measured from /proc while a fixed number of
// requests is sent: unlike req/s, it is not stretched when other processes share the cores. For A/B of settings that
// trade memory for CPU (V8's young generation, heap limits). Start the shop yourself (its production build), then:
// npx tsx bench/cpu-per-request.ts <origin> <pid> [requests per scenario, default 2000]
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { CATALOGUE_PROBE, PRODUCT_QUERY } from "./scenarios";

const [origin, pidText, amountText] = process.argv.slice(2);
const pid = Number(pidText);
const amount = Number(amountText ?? 2000);
if (!origin || !pid) throw new Error("usage: npx tsx bench/cpu-per-request.ts <origin> <pid> [requests]");

const cpuMs = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
const rssMb = () => Math.round(Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);

const probe = (await (
  await fetch(`${origin}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: CATALOGUE_PROBE }) })
).json()) as { data: { categoryTree: { seoLink: string }[]; products: { items: { seoLink: string }[] } } };
const productLink = probe.data.products.items[0].seoLink;
const categoryLink = probe.data.categoryTree[0].seoLink;

/** Any cookie besides the visitor's choices makes a page personal: rendered every time, never kept (server/page-cache.ts). */
const RENDERED = { cookie: "bench=rendered" };

const scenarios: { name: string; options: Partial<autocannon.Options>; share?: number }[] = [
  {
    name: "GraphQL product",
    options: {
      url: `${origin}/graphql`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: PRODUCT_QUERY, variables: { seoLink: productLink } }),
    },
  },
  { name: "product page", options: { url: `${origin}/${productLink}` } },
  { name: "listing page", options: { url: `${origin}/${categoryLink}` } },
  { name: "home page", options: { url: `${origin}/` } },
  { name: "product rendered", options: { url: `${origin}/${productLink}`, headers: RENDERED }, share: 0.25 },
  { name: "listing rendered", options: { url: `${origin}/${categoryLink}`, headers: RENDERED }, share: 0.25 },
];

for (const { name, options, share = 1 } of scenarios) {
  const requests = Math.round(amount * share);
  // A short warm-up so that the first compilations of a path are not counted.
  await autocannon({ ...options, url: options.url!, connections: 10, amount: 200 });
  const before = cpuMs();
  const result = await autocannon({ ...options, url: options.url!, connections: 10, amount: requests });
  const perRequest = (cpuMs() - before) / requests;
  const failed = result.non2xx + result.errors;
  console.log(`${name.padEnd(16)} ${perRequest.toFixed(2)} ms CPU a request, ${Math.round(result.requests.average)} req/s, RSS ${rssMb()} MB${failed ? `, ${failed} failed` : ""}`);
}
