import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3523";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const pages = process.argv.slice(2);
for (const lang of ["tr", "en", "ar"]) {
  for (const width of [1440, 768]) {
    const context = await browser.newContext({ viewport: { width, height: 1000 } });
    await context.addCookies([{ name: "lang", value: lang, url: base }]);
    const page = await context.newPage();
    await page.goto(base + "/login");
    await page.locator('input[name="email"]').fill("admin@example.com");
    await page.locator('input[type="password"]').fill("demo-admin-pass-1");
    await page.locator('form button[type="submit"]').last().click();
    await page.waitForURL(/\/admin/);
    for (const path of pages) {
      await page.goto(base + path);
      await page.screenshot({ path: `/tmp/s19-shots/${path.replace(/[^a-z0-9]+/gi, "_")}-${lang}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
