// /api/v1 admin routes of the site settings (paths chosen: the spec names none): every editable setting with its
// value, and saving some of them. Each route runs the owner's GraphQL field, which checks the role.
import { z } from "zod";
import { ADMIN_REFUSAL, adminReply } from "../../core/admin-rest.js";
import { defineRoute, type RestRoute } from "../../core/rest.js";
import { legacyBody, orLeftOut, text } from "../../core/rest-input.js";
import type { Setting, SiteSettingsSaved } from "../../generated/resolvers-types.js";
import { EDITABLE_SETTINGS } from "./site-admin.service.js";

/** {code: value, …}: the settings to change; the others stay as they are (as do fields that name no setting). */
const settingsBody = legacyBody(() => {
  // A legacy client sends a switch as true/false or 1/0 as often as "1"/"0"; the settings store text.
  const value = orLeftOut(z.union([text.max(100_000), z.number().int(), z.boolean()]).transform((given) => (typeof given === "boolean" ? (given ? "1" : "0") : String(given))));
  return Object.fromEntries(Object.keys(EDITABLE_SETTINGS).map((code) => [code, value]));
});

export const siteAdminRoutes: RestRoute[] = [
  /** GET /api/v1/siteSettings/admin — owner: every editable setting. 200 {success, response:[{code, value}]} (a switch is "1" or "0"). */
  defineRoute({
    method: "GET",
    path: "/api/v1/siteSettings/admin",
    access: "admin",
    document: `query RestAdminSiteSettings { adminSiteSettings { code value } }`,
    reply: (data: { adminSiteSettings: Setting[] }) => ({ body: { success: true, response: data.adminSiteSettings } }),
  }),
  /**
   * POST /api/v1/siteSettings/update?language — owner; body {must_phone_confirm: false, shop_name: "…", …}: code
   * "settings_updated" with every editable setting as saved; a malformed value refuses them all ({success:false,
   * code:"invalid_value", field: the setting's code}); a body naming no setting, code "missing_information".
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/siteSettings/update",
    access: "admin",
    body: settingsBody,
    document: `mutation RestSaveSiteSettings($values: [SiteSettingInput!]!, $language: String) {
      saveSiteSettings(values: $values, language: $language) { __typename ... on SiteSettingsSaved { settings { code value } } ${ADMIN_REFUSAL} } }`,
    variables: ({ body }, { language }) => ({ language, values: Object.entries(body).flatMap(([code, value]) => (typeof value === "string" ? [{ code, value }] : [])) }),
    reply: (data: { saveSiteSettings: SiteSettingsSaved }) => adminReply(data.saveSiteSettings, "settings_updated", (saved) => saved.settings),
  }),
];
