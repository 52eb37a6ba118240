// `npx tsx bench/profile-graphql.ts`: CPU time per request of the GraphQL scenarios the bench compares with its peer
// (bench/graphql-load.ts), grouped by package, on the production build (bench/inspected-shop.ts), with the bytes sent
// per answer. DATABASE_URL measures on PostgreSQL (PGlite otherwise); PROFILE_REQUESTS sets the requests per
// scenario (2000), PROFILE_PORT the shop's port (3640), PROFILE_ONLY a regular expression on the scenario names,
// PROFILE_FUNCTIONS=<n> also lists the n costliest functions, PROFILE_SAVE=<folder> keeps each .cpuprofile.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { graphqlLoads } from "./graphql-load";
import { startInspectedShop } from "./inspected-shop";
import { groupProfile, topFunctions } from "./profile-groups";

const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 2000);
const PORT = Number(process.env.PROFILE_PORT ?? 3640);
const ONLY = process.env.PROFILE_ONLY ? new RegExp(process.env.PROFILE_ONLY, "i") : null;
const CONNECTIONS = 10;

const shop = await startInspectedShop(PORT);
const loads = (await graphqlLoads(shop.url, CONNECTIONS)).filter((load) => !ONLY || ONLY.test(load.name));
console.log(`\n${REQUESTS} requests per scenario, ${CONNECTIONS} connections (database: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})\n`);
for (const load of loads) {
  await load.run(Math.ceil(REQUESTS / 10), CONNECTIONS);
  let sent = { bytes: 0, failures: 0 };
  const started = performance.now();
  const { profile, cpuMs } = await shop.profile(async () => {
    sent = await load.run(REQUESTS, CONNECTIONS);
  });
  const seconds = (performance.now() - started) / 1000;
  if (process.env.PROFILE_SAVE) writeFileSync(path.join(process.env.PROFILE_SAVE, `${load.name.replace(/\W+/g, "-")}.cpuprofile`), JSON.stringify(profile));
  const groups = groupProfile(profile, process.cwd()).filter((group) => group.name !== "(idle)");
  const total = groups.reduce((sum, group) => sum + group.ms, 0);
  const top = groups
    .slice(0, 10)
    .map((group) => `${group.name} ${((group.ms / total) * 100).toFixed(0)} %`)
    .join(" · ");
  console.log(
    `${load.name.padEnd(28)} ${(cpuMs / REQUESTS).toFixed(3)} ms CPU/req · ${Math.round(sent.bytes / REQUESTS)} B/answer · ${(REQUESTS / seconds).toFixed(0)} req/s` +
      `${sent.failures ? ` · ${sent.failures} failures` : ""}\n    ${top}`,
  );
  if (process.env.PROFILE_FUNCTIONS) {
    for (const fn of topFunctions(profile, Number(process.env.PROFILE_FUNCTIONS))) console.log(`    ${fn.ms.toFixed(0).padStart(6)} ms  ${fn.name}`);
  }
}
shop.stop();
process.exit(0);
