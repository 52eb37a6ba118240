// Site settings for the storefront: layout blocks, page links, the setting object, code/value settings and the
// site config, all in the requested language (Turkish when a translation is missing).
import type { RequestScope } from "../../core/context.js";
import type { EntityManager } from "@mikro-orm/core";
import type {
  PageLink as PageLinkDto,
  Setting as SettingDto,
  SettingObject,
  SiteBlock as SiteBlockDto,
  SiteConfig,
  SiteSettings,
} from "../../generated/resolvers-types.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import {
  PageLinkSchema,
  PageLinkTranslationSchema,
  SiteBlockSchema,
  SiteBlockTranslationSchema,
  SiteSettingSchema,
  type SiteSetting,
} from "./site.entities.js";

/** Page keys the storefront may ask settings for besides the page links' codes (generic page kinds). */
export const GENERIC_PAGE_KEYS = ["product", "category", "brand", "content", "blog_detail", "campaign", "page"];

/** Picks the row in `language`, else the default language's row. */
function pickTranslation<T extends { language: string }>(rows: T[] | undefined, language: string): T | undefined {
  return rows?.find((r) => r.language === language) ?? rows?.find((r) => r.language === DEFAULT_LANGUAGE);
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

const languagesFor = (language: string) => [...new Set([language, DEFAULT_LANGUAGE])];

async function loadPageLinks(em: EntityManager, language: string): Promise<PageLinkDto[]> {
  const [links, translations] = await Promise.all([
    em.find(PageLinkSchema, {}, { orderBy: { sort: "asc", id: "asc" } }),
    em.find(PageLinkTranslationSchema, { language: { $in: languagesFor(language) } }),
  ]);
  const byLink = groupBy(translations, (t) => t.pageLink.id);
  return links.map((l) => ({
    code: l.code,
    url: l.url,
    title: pickTranslation(byLink.get(l.id), language)?.title ?? l.code,
  }));
}

type Sections = Pick<SiteSettings, "header" | "left" | "center" | "right" | "footer">;

async function loadBlocks(em: EntityManager, language: string, page: string | null): Promise<Sections> {
  const [blocks, translations] = await Promise.all([
    em.find(SiteBlockSchema, page ? { isActive: true, $or: [{ page: null }, { page }] } : { isActive: true, page: null }, {
      orderBy: { sort: "asc", id: "asc" },
    }),
    em.find(SiteBlockTranslationSchema, { language: { $in: languagesFor(language) } }),
  ]);
  const byBlock = groupBy(translations, (t) => t.block.id);
  const sections: Sections = { header: [], left: [], center: [], right: [], footer: [] };
  for (const b of blocks) {
    const t = pickTranslation(byBlock.get(b.id), language);
    const dto: SiteBlockDto = { code: b.code, type: b.type, title: t?.title ?? "", content: t?.content ?? "", sort: b.sort };
    sections[b.section].push(dto);
  }
  return sections;
}

function parseList(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

function buildSettingObject(byCode: Map<string, SiteSetting>): SettingObject {
  const v = (code: string, fallback = "") => byCode.get(code)?.value || fallback;
  return {
    bodyHtml: v("body_html"),
    bodyScript: v("body_script"),
    headScript: v("head_script"),
    headScripts: parseList(byCode.get("head_scripts")?.value),
    bodyScripts: parseList(byCode.get("body_scripts")?.value),
    css: v("css"),
    noImageProduct: v("no_image_product", "/developer/no-photos.png"),
    favicon: v("favicon", "/developer/favicon.ico"),
  };
}

function buildConfig(byCode: Map<string, SiteSetting>): SiteConfig {
  const v = (code: string) => byCode.get(code)?.value ?? "";
  return {
    logo: v("logo"),
    company: v("company"),
    shopName: v("shop_name"),
    phone: v("phone"),
    whatsapp: v("whatsapp"),
    email: v("email"),
  };
}

/** The public code/value settings (google_site_verification, google_gtm_id, phone, …). */
export async function listPublicSettings(em: EntityManager): Promise<SettingDto[]> {
  const rows = await em.find(SiteSettingSchema, { scope: "public" }, { orderBy: { code: "asc" } });
  return rows.map((r) => ({ code: r.code, value: r.value }));
}

/** One public setting by code, or null. */
export async function findSetting(em: EntityManager, code: string): Promise<SettingDto | null> {
  const row = await em.findOne(SiteSettingSchema, { code, scope: "public" });
  return row ? { code: row.code, value: row.value } : null;
}

/**
 * Everything a storefront page needs around its content. `page` is the client's page key: a page link code or a
 * generic page kind; any other key comes back in `page`, which the storefront turns into a 404.
 */
export async function getSiteSettings(scope: RequestScope, page: string | null): Promise<SiteSettings> {
  const { em, language } = scope;
  const [settingRows, pageLinks] = await Promise.all([
    em.find(SiteSettingSchema, {}, { orderBy: { code: "asc" } }),
    loadPageLinks(em, language),
  ]);
  const known = !page || GENERIC_PAGE_KEYS.includes(page) || pageLinks.some((l) => l.code === page);
  const sections = await loadBlocks(em, language, known ? page : null);
  const byCode = new Map(settingRows.map((r) => [r.code, r]));
  return {
    language,
    page: known ? null : page,
    ...sections,
    pageLinks,
    setting: buildSettingObject(byCode),
    settings: settingRows.filter((r) => r.scope === "public").map((r) => ({ code: r.code, value: r.value })),
    config: buildConfig(byCode),
  };
}
