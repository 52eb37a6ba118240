// axe-core over every storefront page in tr, en and ar, on a phone (375 px) and a desktop (1440 px): a serious or
// critical violation fails the test. Best-practice rules run too (landmarks, heading order, duplicate ids…), but
// only their serious and critical findings fail. One browser page walks the pages of a group (storefront-tour.ts),
// and each page is analysed at both widths before moving on, so the walk itself is paid once.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { testEveryPage, type Stop } from "./storefront-tour";

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];
const FAILING_IMPACTS = new Set(["serious", "critical"]);

async function expectNoSeriousViolations(page: Page, { name, lang }: Stop) {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    // Passes and inapplicable rules are not read: asking for violations only keeps each run short.
    // Toasts fade in and out, and axe would measure their contrast mid-fade; their colours are the muted text on
    // white that every other page checks.
    const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).exclude(".toast-region").analyze();
    const failing = violations
      .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""))
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
            .map((node) => node.target.join(" "))
            .slice(0, 5)
            .join(" | ")}`,
      );
    // Soft: one run lists every page's findings instead of stopping at the first.
    expect.soft(failing, `${name} (${lang}) at ${viewport.width} px`).toEqual([]);
  }
}

test.describe("no serious accessibility violation on any storefront page", () => {
  testEveryPage(expectNoSeriousViolations);
});
