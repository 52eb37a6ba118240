// A signed-in member's browsing session in the browser: the page load starts one (the session_id cookie appears,
// HttpOnly, a day, path /), a tab hidden for 5 seconds ends it with a beacon (the page's clock is driven, not
// waited for), closing the page ends it too, and without JavaScript nothing is reported.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { registerMemberByApi, signInBrowser, type E2EMember } from "./members";

const REPORT = "/resource/browsing-session";
const isEnd = (req: { url(): string; method(): string; postData(): string | null }) =>
  req.method() === "POST" && new URL(req.url()).pathname === REPORT && (req.postData() ?? "").includes("intent=end");

/** The id the server continues for `sessionId`: the same while the session is open, a new one once it has ended. */
async function continued(request: APIRequestContext, baseURL: string, member: E2EMember, sessionId: string): Promise<string> {
  const res = await request.get(`${baseURL}/api/v1/customerToken/sessionStart/${member.id}?session_id=${sessionId}`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  return ((await res.json()) as { session_id: string }).session_id;
}

const sessionCookie = async (context: import("@playwright/test").BrowserContext) => (await context.cookies()).find((c) => c.name === "session_id");

test.describe("browsing sessions with JavaScript", () => {
  test("start on load, end after 5 s hidden, start again when shown, end when the page closes", async ({ page, context, request, baseURL }) => {
    const member = await registerMemberByApi(request, baseURL!);
    await signInBrowser(context, baseURL!, member);
    await page.clock.install();
    await page.goto("/");
    await expect.poll(async () => (await sessionCookie(context))?.value ?? null).not.toBeNull();
    const cookie = (await sessionCookie(context))!;
    expect(cookie).toMatchObject({ httpOnly: true, path: "/", sameSite: "Lax" });
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(86_000);
    const first = cookie.value;

    // Hidden: nothing before 5 seconds, the end beacon at 5 seconds.
    let ended = false;
    page.on("request", (req) => {
      if (isEnd(req)) ended = true;
    });
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await page.clock.runFor(4_000);
    expect(ended).toBe(false);
    const beacon = page.waitForRequest(isEnd);
    await page.clock.runFor(1_500);
    await beacon;
    await expect.poll(() => continued(request, baseURL!, member, first)).not.toBe(first);

    // Shown again: a new session (the ended one is not continued).
    const restarted = page.waitForResponse((res) => new URL(res.url()).pathname === REPORT && res.request().postData()?.includes("intent=start") === true);
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await restarted;
    await expect.poll(async () => (await sessionCookie(context))?.value).not.toBe(first);
    const second = (await sessionCookie(context))!.value;

    // Closing the page sends the end beacon at once.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => continued(request, baseURL!, member, second)).not.toBe(second);
  });
});

test.describe("browsing sessions without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("nothing is reported", async ({ page, context, request, baseURL }) => {
    const member = await registerMemberByApi(request, baseURL!);
    await signInBrowser(context, baseURL!, member);
    await page.goto("/");
    await expect(page.locator("body")).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();
  });
});
