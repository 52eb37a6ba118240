import { expect, test, type Page } from "@playwright/test";
import { common, JS_MODES, prefix, type Lang } from "./catalogues";
import { test as shopTest } from "./fixtures";
import { testEveryPage, type Stop } from "./storefront-tour";

const tr = common.tr;

for (const { js, title } of JS_MODES) {
  test.describe(`mobile layout at 375 px ${title}`, () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 375, height: 812 } });

    test("the side menu opens from the header and closes again", async ({ page }) => {
      await page.goto("/");
      const mobileNav = page.getByRole("navigation", { name: tr.header.mobileNavigation });
      await expect(mobileNav).toBeHidden();
      // The desktop menu row is not shown on phones.
      await expect(page.getByRole("navigation", { name: tr.header.mainNavigation })).toBeHidden();

      const toggle = page.locator("summary").filter({ has: page.locator("svg") }).first();
      await expect(toggle).toHaveAccessibleName(tr.header.openMenu);
      await toggle.click();
      await expect(mobileNav).toBeVisible();
      await expect(mobileNav.getByRole("link").first()).toBeVisible();

      if (js) {
        await page.getByRole("button", { name: tr.header.closeMenu }).click();
      } else {
        // Without JavaScript the backdrop (part of the summary) closes it.
        await page.mouse.click(360, 400);
      }
      await expect(mobileNav).toBeHidden();
    });
  });
}

/**
 * What sticks out of the viewport sideways: the page's scroll width, and every visible element beyond either edge
 * that no scrolling or clipping box of its own holds (a carousel's off-screen slides are fine; a price cut off by the
 * page edge is not, even when the page hides its overflow).
 */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const heldByAncestor = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    const cut: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.left >= -1 && box.right <= width + 1)) continue;
      if (!element.checkVisibility({ visibilityProperty: true }) || heldByAncestor(element)) continue;
      cut.push(`<${element.tagName.toLowerCase()} class="${element.className}"> ${Math.round(box.left)}…${Math.round(box.right)}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, cut };
  });
}

/** E2E_SCREENSHOTS=<folder> keeps a full-page picture of every page the walk checks, to look at by eye. */
const screenshots = process.env.E2E_SCREENSHOTS;

async function expectFits(page: Page, { name, lang }: Stop) {
  if (screenshots) await page.screenshot({ path: `${screenshots}/${lang}-${name.replaceAll(" ", "-")}-375.png`, fullPage: true });
  expect(await sidewaysOverflow(page), `${name} (${lang})`).toEqual({ scrollWidth: 375, cut: [] });
}

shopTest.describe("every storefront page fits a 375 px phone without sideways scrolling", () => {
  shopTest.use({ viewport: { width: 375, height: 812 } });

  testEveryPage(expectFits);
});

shopTest.describe("the mobile menu opens fully on-screen from the reading start", () => {
  shopTest.use({ viewport: { width: 375, height: 812 } });
  const startEdge = (lang: Lang, box: { x: number; width: number }) => (lang === "ar" ? 375 - (box.x + box.width) : box.x);

  for (const lang of ["tr", "en", "ar"] as const) {
    shopTest(`in ${lang}`, async ({ page }) => {
      await page.goto(prefix(lang) || "/");
      await page.getByRole("banner").locator("summary").filter({ has: page.locator("svg") }).first().click();
      const panel = page.locator(".mobile-menu__panel");
      await expect(panel.getByRole("navigation", { name: common[lang].header.mobileNavigation })).toBeVisible();
      // The panel slides in: measure where it comes to rest.
      await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      const box = (await panel.boundingBox())!;
      expect(startEdge(lang, box)).toBe(0);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect((await sidewaysOverflow(page)).scrollWidth).toBe(375);
    });
  }
});

test.describe("desktop layout", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("header shows the menu row, the footer the guarantees and benefits", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: tr.header.mainNavigation })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(tr.footer.returnTitle);
    await expect(footer).toContainText(tr.footer.secureTitle);
    const benefits = footer.getByRole("region", { name: tr.footer.benefits });
    for (const key of ["installation", "discount", "warranty", "service"] as const) {
      await expect(benefits).toContainText(tr.footer[key]);
    }
    await expect(page).toHaveTitle(/\S/);
  });
});

test("the offline notice follows the browser's connection state", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Wait until React has hydrated (the cookie Settings control becomes a button).
  await expect(page.getByRole("button", { name: tr.cookieConsent.settings })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole("alert").filter({ hasText: tr.offline.message })).toBeVisible();
  expect(tr.offline.message).toBe("İnternet bağlantınızı kontrol ediniz.");
  await context.setOffline(false);
  await expect(page.getByText(tr.offline.message)).toBeHidden();
});
