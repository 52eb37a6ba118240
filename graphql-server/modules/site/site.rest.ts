// /api/v1 routes of the site module: settings.
import type { Query, SiteSettings } from "../../generated/resolvers-types.js";
import { z } from "zod";
import { defineRoute, type RestRoute } from "../../core/rest.js";
import { queryText, text } from "../../core/rest-input.js";

const SITE_SETTINGS = /* GraphQL */ `
  query RestSiteSettings($language: String, $page: String) {
    siteSettings(language: $language, page: $page) {
      language
      page
      header { ...Block }
      left { ...Block }
      center { ...Block }
      right { ...Block }
      footer { ...Block }
      pageLinks { code url title }
      setting { bodyHtml bodyScript headScript headScripts bodyScripts css noImageProduct favicon }
      settings { code value }
      config { logo company shopName phone whatsapp email }
    }
  }
  fragment Block on SiteBlock { code type title content sort }
`;

/** The legacy settings object: camelCase where the storefront always read it so (pageLinks, setting.*), snake_case otherwise. */
function legacySettings(s: SiteSettings) {
  return {
    language: s.language,
    page: s.page ?? null,
    header: s.header,
    left: s.left,
    center: s.center,
    right: s.right,
    footer: s.footer,
    pageLinks: s.pageLinks,
    setting: s.setting,
    settings: s.settings,
    config: {
      logo: s.config.logo,
      company: s.config.company,
      shop_name: s.config.shopName,
      phone: s.config.phone,
      whatsapp: s.config.whatsapp,
      email: s.config.email,
    },
  };
}

export const siteRoutes: RestRoute[] = [
  /**
   * GET /api/v1/siteSettings/getSettings/{x}?language&customer — x is the storefront's page key.
   * Headers X-Client-Type and X-Referrer are accepted (reserved for analytics; not used yet); `customer` is
   * accepted for personalisation later (one value; repeated, it is malformed).
   * 200 {success:true, data:{response:{language, page: string|null, header|left|center|right|footer:
   *   [{code,type,title,content,sort}], pageLinks:[{code,url,title}], setting:{bodyHtml,bodyScript,headScript,
   *   headScripts,bodyScripts,css,noImageProduct,favicon}, settings:[{code,value}],
   *   config:{logo,company,shop_name,phone,whatsapp,email}}}}
   */
  defineRoute({
    method: "GET",
    path: "/api/v1/siteSettings/getSettings/{x}",
    access: "optional",
    // The siteSettings field checks the page key (GraphQL callers send it too).
    params: z.object({ x: text }),
    query: z.object({ customer: queryText }),
    document: SITE_SETTINGS,
    variables: ({ params }) => ({ page: params.x }),
    reply: (data: Pick<Query, "siteSettings">) => ({ body: { success: true, data: { response: legacySettings(data.siteSettings) } } }),
  }),
  /**
   * GET /api/v1/settings — the public code/value settings.
   * 200 {success:true, response:[{code, value}]}
   */
  defineRoute<Pick<Query, "settings">>({
    method: "GET",
    path: "/api/v1/settings",
    access: "public",
    document: `query RestSettings { settings { code value } }`,
    reply: (data) => ({ body: { success: true, response: data.settings } }),
  }),
];
