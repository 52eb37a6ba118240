import { expect, test, type Page } from "@playwright/test";
import { catalog, common, JS_MODES, prefix, type Lang } from "./catalogues";
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

test.describe("footer", () => {
  for (const lang of ["tr", "en", "ar"] as const) {
    test(`${lang}: every page link leads to a page, and no payment method is promised before it exists`, async ({ page, request }) => {
      await page.goto(prefix(lang) || "/");
      const footer = page.getByRole("contentinfo");
      const links = footer.getByRole("navigation", { name: common[lang].footer.pages }).getByRole("link");
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!));
      expect(hrefs.length).toBeGreaterThan(3);
      for (const href of hrefs) {
        const response = await request.get(href, { maxRedirects: 0 });
        expect(response.status(), href).toBeLessThan(400);
      }
      // Card payments (and their 3-D Secure check) come later.
      await expect(footer).not.toContainText(/3[\s-]?D\s*Secure/i);
    });
  }
});

/**
 * An element's text shows whole: no line wider than the box (an ellipsis), no more lines than a line clamp lets
 * show, and the box on the screen.
 */
async function showsWhole(page: Page, selector: string, maxLines: number) {
  return page.locator(selector).evaluate((element, lines) => {
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const rects = [...range.getClientRects()];
    const lineCount = new Set(rects.map((rect) => Math.round(rect.top))).size;
    const inside = rects.every((rect) => rect.left >= box.left - 1 && rect.right <= box.right + 1);
    return element.scrollWidth <= element.clientWidth && inside && lineCount <= lines && box.left >= 0 && box.right <= window.innerWidth;
  }, maxLines);
}

for (const lang of ["tr", "en", "ar"] as Lang[]) {
  test(`${lang}: the shop name fits the 375 px header`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(prefix(lang) || "/");
    await expect(page.locator(".site-logo__name")).toBeVisible();
    // Phones give the name two lines.
    expect(await showsWhole(page, ".site-logo__name", 2)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}

for (const viewport of [{ width: 1440, height: 700 }, { width: 375, height: 700 }]) {
  test(`the filter panel's Apply button can be reached at ${viewport.width} × ${viewport.height}`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "cookiePolitical", value: "1", url: baseURL! }]);
    await page.setViewportSize(viewport);
    await page.goto("/mobilya");
    const texts = catalog.tr.filters;
    // Phones fold the filters behind a toggle.
    if (viewport.width < 768) await page.locator(".filter-panel__toggle").click();
    const form = page.getByRole("form", { name: texts.title });
    const apply = form.getByRole("button", { name: texts.apply });
    const reachable = async () => {
      await expect(apply).toBeInViewport();
      const onTop = await apply.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !!hit && button.contains(hit);
      });
      expect(onTop).toBe(true);
    };
    // A shopper scrolls down to the filters (a few hundred pixels), then through them to the last group.
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await reachable();
    await form.getByRole("group").last().scrollIntoViewIfNeeded();
    await reachable();
  });
}

test("the offline notice follows the browser's connection state", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Wait until the page's script runs (the cookie Settings control becomes a button): the home page is not hydrated,
  // its enhancement script follows the connection.
  await expect(page.getByRole("button", { name: tr.cookieConsent.settings })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole("alert").filter({ hasText: tr.offline.message })).toBeVisible();
  expect(tr.offline.message).toBe("İnternet bağlantınızı kontrol ediniz.");
  await context.setOffline(false);
  await expect(page.getByText(tr.offline.message)).toBeHidden();
});
