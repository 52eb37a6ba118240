import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3523";
const pass = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
for (const lang of ["tr", "en", "ar"]) {
  for (const width of [1440, 768]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    await ctx.addCookies([{ name: "lang", value: lang, url: base }]);
    const page = await ctx.newPage();
    await page.goto(`${base}/admin/audit`);
    await page.screenshot({ path: `/tmp/admin-shots/login-${lang}-${width}.png` });
    await page.locator('input[name="email"]').fill("admin@example.com");
    await page.locator('input[name="password"]').fill(pass);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/admin\/audit/);
    await page.screenshot({ path: `/tmp/admin-shots/audit-${lang}-${width}.png`, fullPage: true });
    await page.goto(`${base}/admin`);
    await page.screenshot({ path: `/tmp/admin-shots/dash-${lang}-${width}.png` });
    await ctx.close();
  }
}
await browser.close();
