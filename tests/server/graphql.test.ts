// The GraphQL API over HTTP and in-process: every query of this stage, the error model, auth and the limits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRAPHQL_LIMITS } from "../../graphql-server/index.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

const SITE_SETTINGS = `query($language: String, $page: String) {
  siteSettings(language: $language, page: $page) {
    language page
    header { code type title content sort } center { code title } footer { code title } left { code } right { code }
    pageLinks { code url title }
    setting { bodyHtml bodyScript headScript headScripts bodyScripts css noImageProduct favicon }
    settings { code value }
    config { logo company shopName phone whatsapp email }
  }
}`;

describe("siteSettings", () => {
  it.each([
    ["tr", "Anasayfa", "Çerez Politikası"],
    ["en", "Home", "Cookie policy"],
    ["ar", "الرئيسية", "سياسة ملفات تعريف الارتباط"],
  ])("answers in %s", async (language, home, cookie) => {
    const { status, body } = await t.gql(SITE_SETTINGS, { variables: { language, page: "home" } });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    type Settings = Record<string, unknown> & {
      pageLinks: { code: string; url: string; title: string }[];
      settings: { code: string; value: string }[];
      center: { code: string }[];
    };
    const s = (body.data as { siteSettings: Settings }).siteSettings;
    expect(s.language).toBe(language);
    expect(s.page).toBeNull();
    expect(s.pageLinks.find((l) => l.code === "home")).toEqual({ code: "home", url: "/", title: home });
    expect(s.pageLinks.find((l) => l.code === "cookie_policy")).toEqual({ code: "cookie_policy", url: "/cerez-politikasi", title: cookie });
    const codes = s.pageLinks.map((l) => l.code);
    for (const code of ["home", "cart", "checkouts", "login", "contact", "about", "faq", "kvkk", "privacy", "distance_sales", "return_policy"]) {
      expect(codes).toContain(code);
    }
    expect(s.pageLinks.find((l) => l.code === "login")?.url).toBe("/uye-giris");
    expect(s.setting).toMatchObject({ noImageProduct: "/developer/no-photos.png", favicon: "/developer/favicon.ico", headScripts: [], bodyScripts: [] });
    expect(s.settings).toEqual(expect.arrayContaining([{ code: "google_site_verification", value: "" }, { code: "google_gtm_id", value: "" }]));
    expect(s.settings.map((x) => x.code)).toEqual(expect.arrayContaining(["phone", "whatsapp"]));
    expect(s.config).toMatchObject({ shopName: "Demo Mağaza", logo: expect.any(String), company: expect.stringContaining("Demo Mağaza") });
    expect(s.center.map((b) => b.code)).toContain("home_benefits");
  });

  it("defaults to Turkish and marks unknown page keys", async () => {
    const { body } = await t.gql(SITE_SETTINGS, { variables: { page: "no-such-page" } });
    const s = (body.data as { siteSettings: { language: string; page: string | null; center: unknown[] } }).siteSettings;
    expect(s.language).toBe("tr");
    expect(s.page).toBe("no-such-page");
    expect(s.center).toEqual([]);
  });

  it("reads settings in a fixed number of queries", async () => {
    await t.exec(SITE_SETTINGS, { variables: { language: "en" } });
    await t.forgetPublicReads();
    t.queries.length = 0;
    await t.exec(SITE_SETTINGS, { variables: { language: "en", page: "home" } });
    // settings, page links, page link titles, blocks, block texts
    expect(t.queries).toHaveLength(5);
  });

  it("rejects an unknown language as BAD_USER_INPUT", async () => {
    const { body } = await t.gql(SITE_SETTINGS, { variables: { language: "xx" } });
    expect(body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("rejects an unknown X-Language header with 400", async () => {
    const { status, body } = await t.gql(`{ languages { code } }`, { headers: { "x-language": "xx" } });
    expect(status).toBe(400);
    expect(body.errors?.[0]).toEqual({ message: "Bilinmeyen dil.", extensions: { code: "BAD_USER_INPUT", field: "language" } });
    expect(await t.exec(`{ languages { code } }`, { headers: { "x-language": "xx" } })).toEqual(body);
  });

  it("tells browsers and proxies to store no answer: a read, a repeated read, a refused document", async () => {
    const post = (query: string) =>
      fetch(`${t.baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) });
    for (const query of [`{ languages { code } }`, `{ languages { code } }`, `{ languages { nope } }`, `{ languages {`]) {
      const res = await post(query);
      expect(res.headers.get("cache-control"), query).toBe("no-store");
    }
  });
});

describe("languages and currencies", () => {
  it("lists the active languages with their direction", async () => {
    const { body } = await t.gql(`{ languages { code name direction isDefault isActive } }`);
    expect(body.data).toEqual({
      languages: [
        { code: "tr", name: "Türkçe", direction: "LTR", isDefault: true, isActive: true },
        { code: "en", name: "English", direction: "LTR", isDefault: false, isActive: true },
        { code: "ar", name: "العربية", direction: "RTL", isDefault: false, isActive: true },
      ],
    });
  });

  it("lists the active currencies, id 1 = TL", async () => {
    const { body } = await t.gql(`{ currencies { id code isoCode symbol exchangeRate decimals isDefault } }`);
    const list = (body.data as { currencies: Record<string, unknown>[] }).currencies;
    expect(list.map((c) => [c.id, c.code, c.isoCode, c.symbol])).toEqual([
      [1, "tl", "TRY", "₺"],
      [2, "usd", "USD", "$"],
      [3, "euro", "EUR", "€"],
    ]);
    expect(list[0]).toMatchObject({ exchangeRate: 1, decimals: 2, isDefault: true });
  });

  it.each(["allLanguages", "allCurrencies"])("%s needs an admin token", async (field) => {
    const anonymousHeaders: Record<string, string>[] = [{}, { authorization: "Bearer unknown-token-0123456789abcdef" }];
    for (const headers of anonymousHeaders) {
      const { body } = await t.gql(`{ ${field} { id } }`, { headers });
      expect(body.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
      expect(body.errors?.[0].message).toBe("Bu işlem için giriş yapmanız gerekiyor.");
    }
    const customer = await t.token("customer");
    const forbidden = await t.gql(`{ ${field} { id } }`, { headers: { authorization: `Bearer ${customer}`, "x-language": "en" } });
    expect(forbidden.body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(forbidden.body.errors?.[0].message).toBe("You are not allowed to do this.");
    const admin = await t.token("admin");
    const allowed = await t.gql(`{ ${field} { id } }`, { headers: { authorization: `Bearer ${admin}` } });
    expect(allowed.body.errors).toBeUndefined();
    expect((allowed.body.data as Record<string, unknown[]>)[field]).toHaveLength(3);
  });
});

describe("headerMenu", () => {
  const MENU = `query($language: String) { headerMenu(language: $language) { id title url sort children { title url children { title } } } }`;

  it("returns the translated tree", async () => {
    const titles = async (language: string) => {
      const { body } = await t.gql(MENU, { variables: { language } });
      return (body.data as { headerMenu: { title: string; children: { title: string }[] }[] }).headerMenu;
    };
    const tr = await titles("tr");
    expect(tr.map((i) => i.title)).toEqual(["Mobilya", "Ev Tekstili", "Aydınlatma", "Mutfak", "Kampanyalar"]);
    expect(tr[0].children.map((c) => c.title)).toEqual(["Koltuk Takımları", "Yemek Odası", "Yatak Odası"]);
    expect((await titles("en")).map((i) => i.title)).toEqual(["Furniture", "Home textiles", "Lighting", "Kitchen", "Campaigns"]);
    expect((await titles("ar"))[0]).toMatchObject({ title: "الأثاث", url: "/mobilya" });
    expect((await titles("ar"))[0].children[0].title).toBe("أطقم الكنب");
  });

  it("reads the whole tree in two queries, however many items", async () => {
    await t.exec(MENU, { variables: { language: "en" } }); // warm the language registry
    await t.forgetPublicReads();
    t.queries.length = 0;
    const result = await t.exec(MENU, { variables: { language: "en" } });
    expect(result.errors).toBeUndefined();
    expect(t.queries).toHaveLength(2);
  });
});

describe("setting", () => {
  const SETTING = `query($code: String!) { setting(code: $code) {
    __typename ... on Setting { value } ... on OperationError { errorCode: code message field } } }`;

  it("returns a known setting", async () => {
    const { body } = await t.gql(SETTING, { variables: { code: "phone" } });
    expect(body.data).toEqual({ setting: { __typename: "Setting", value: "+90 212 555 01 23" } });
  });

  it.each([
    ["tr", "Aradığınız kayıt bulunamadı."],
    ["en", "The record you are looking for was not found."],
    ["ar", "لم يتم العثور على السجل المطلوب."],
  ])("an unknown code is a NOT_FOUND result in %s", async (language, message) => {
    const { body } = await t.gql(SETTING, { variables: { code: "nope" }, headers: { "x-language": language } });
    expect(body.data).toEqual({ setting: { __typename: "OperationError", errorCode: "NOT_FOUND", message, field: "code" } });
  });
});

describe("limits and transport", () => {
  it("rejects a query deeper than the limit", async () => {
    let selection = "title";
    for (let i = 0; i < GRAPHQL_LIMITS.maxDepth + 1; i++) selection = `title children { ${selection} }`;
    const { status, body } = await t.gql(`{ headerMenu { ${selection} } }`);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0].message).toMatch(/depth/i);
    const inProcess = await t.exec(`{ headerMenu { ${selection} } }`);
    expect(inProcess.errors?.[0].message).toMatch(/depth/i);
  });

  it("rejects too many aliases", async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: languages { code }`).join(" ");
    const { body } = await t.gql(`{ ${aliases} }`);
    expect(body.errors?.[0].message).toMatch(/alias/i);
  });

  it("answers 400, not 500, to a document over the token limit", async () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens + 1 }, (_, i) => `f${i}: __typename`).join(" ");
    const { status, body } = await t.gql(`{ ${fields} }`);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/more tha\w* 2000 tokens/i), extensions: { code: "GRAPHQL_PARSE_FAILED" } });
  });

  it("keeps CSRF prevention on: a simple GET without a preflight header is refused", async () => {
    const res = await fetch(`${t.baseUrl}/graphql?query=${encodeURIComponent("{ languages { code } }")}`);
    expect(res.status).toBe(400);
    const ok = await fetch(`${t.baseUrl}/graphql?query=${encodeURIComponent("{ languages { code } }")}`, {
      headers: { "apollo-require-preflight": "1" },
    });
    expect(ok.status).toBe(200);
  });

  it("has no landing page and no introspection in production", async () => {
    const res = await fetch(`${t.baseUrl}/graphql`, { headers: { accept: "text/html" } });
    expect(await res.text()).not.toMatch(/sandbox/i);
    const { body } = await t.gql(`{ __schema { types { name } } }`);
    expect(body.errors?.[0].extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("answers the same in-process as over HTTP", async () => {
    const query = `{ languages { code } currencies { code } }`;
    expect(await t.exec(query)).toEqual((await t.gql(query)).body);
  });

  it("answers malformed JSON with 400, never a stack trace", async () => {
    const res = await fetch(`${t.baseUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" });
    expect(res.status).toBe(400);
    expect(await res.text()).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});
