// Lighthouse accessibility scores of a running shop's key pages, in Debian's Chromium: a measuring tool for
// developers, not part of npm test (the browser tests' axe check is the gate). Lighthouse is not a dependency of the
// project (it is large and only measures); install it once into a folder of its own:
//   mkdir -p /tmp/lighthouse && npm install --prefix /tmp/lighthouse --no-audit --no-fund lighthouse@12.8.2
// then, with the shop running (npm start):
//   LIGHTHOUSE_DIR=/tmp/lighthouse node scripts/lighthouse.mjs http://localhost:3000 [path …]
// It prints each page's score and the audits that failed. 12.8.2 is the newest release that runs on Node 20.
import { pathToFileURL } from "node:url";
import path from "node:path";

const [origin = "http://localhost:3000", ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ["/", "/mobilya", "/ar", "/en"];
const modules = path.resolve(process.env.LIGHTHOUSE_DIR ?? ".", "node_modules");
const load = async (file) => import(pathToFileURL(path.join(modules, file)).href);

let lighthouse, chromeLauncher;
try {
  ({ default: lighthouse } = await load("lighthouse/core/index.js"));
  chromeLauncher = await load("chrome-launcher/dist/index.js");
} catch {
  console.error(`Lighthouse was not found under ${modules}; see the comment at the top of scripts/lighthouse.mjs.`);
  process.exit(2);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  for (const page of pages) {
    for (const formFactor of ["mobile", "desktop"]) {
      const desktop = formFactor === "desktop";
      const { lhr } = await lighthouse(
        new URL(page, origin).href,
        { port: chrome.port, onlyCategories: ["accessibility"], logLevel: "error", output: "json" },
        {
          extends: "lighthouse:default",
          settings: {
            formFactor,
            screenEmulation: desktop
              ? { mobile: false, width: 1440, height: 900, deviceScaleFactor: 1, disabled: false }
              : { mobile: true, width: 375, height: 812, deviceScaleFactor: 2, disabled: false },
          },
        },
      );
      const category = lhr.categories.accessibility;
      const failed = category.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => `${audit.id} (${(audit.details?.items ?? []).length})`);
      console.log(`${page} ${formFactor}: ${Math.round(category.score * 100)}${failed.length ? ` — failed: ${failed.join(", ")}` : ""}`);
      // LIGHTHOUSE_DETAILS=1: the elements behind each failed audit.
      if (process.env.LIGHTHOUSE_DETAILS) {
        for (const ref of category.auditRefs.filter((r) => r.weight > 0 && lhr.audits[r.id].score !== null && lhr.audits[r.id].score < 1)) {
          for (const item of lhr.audits[ref.id].details?.items ?? []) console.log(`  ${ref.id}: ${item.node?.selector} — ${item.node?.snippet?.slice(0, 160)}`);
        }
      }
    }
  }
} finally {
  await chrome.kill();
}
