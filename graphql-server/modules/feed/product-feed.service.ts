// Product feeds: the published feed (built on request in the asked language and currency; a public read, so the
// read cache answers repeats until the catalogue changes) and the feed files an admin exports for engines that
// fetch a fixed address (kept in the media folder, listed on the admin's XML page, deletable).
import { randomBytes } from "node:crypto";
import type { ShopContext } from "../../core/context.js";
import { requireAdmin } from "../../core/context.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { first, sql } from "../../core/database.js";
import { audit } from "../../core/audit.js";
import { feedItems, scopeFor, type FeedItem } from "../catalog/index.js";
import { findCurrency } from "../localization/index.js";
import { shopLink } from "../mail/index.js";
import { siteText } from "../site/index.js";
import { feedDatabase as db } from "./feed.database.js";
import { googleFeed } from "./google-feed.js";
import { toXmlFileDto, XML_FILE_COLUMNS } from "./xml-file.read.js";

const PAGE = 500;

/** The whole feed's XML, every active product read in pages, in the context's language (the field's, or the export's). */
export async function renderProductFeed(ctx: ShopContext, currency: string | null): Promise<{ xml: string; count: number; language: string }> {
  const scope = await scopeFor(ctx, currency);
  const items: FeedItem[] = [];
  for (let afterId = 0; ; ) {
    const page = await feedItems(scope, afterId, PAGE);
    items.push(...page);
    if (page.length < PAGE) break;
    afterId = page[page.length - 1]!.id;
  }
  const shopName = await siteText(ctx.em, "shop_name", "Shop");
  const xml = googleFeed({ shopName, origin: shopLink(""), language: scope.language, defaultLanguage: DEFAULT_LANGUAGE }, items);
  return { xml, count: items.length, language: scope.language };
}

export interface ExportInput {
  language: string;
  currency?: string | null;
}

/** Writes a feed file and lists it; null for a currency the shop does not have (an unknown language is bad input). */
export async function createProductFeedFile(ctx: ShopContext, input: ExportInput) {
  requireAdmin(ctx, "catalogue");
  const currency = input.currency?.trim() ? await findCurrency(ctx.em, input.currency) : null;
  if (input.currency?.trim() && !currency) return null;
  const currencyCode = currency ? String(currency.iso_code) : null;
  const feed = await renderProductFeed(await ctx.inLanguage(input.language), currencyCode);
  // Unguessable, so that the files an admin deleted or has not published yet are not found by counting.
  const name = `products-${feed.language}${currencyCode ? `-${currencyCode.toLowerCase()}` : ""}-${randomBytes(6).toString("hex")}.xml`;
  const mediaPath = `feeds/${name}`;
  await ctx.media.save(mediaPath, new TextEncoder().encode(feed.xml));
  const row = await first(
    ctx.em,
    db
      .insertInto("xml_file")
      .values({
        kind: "export",
        name,
        language: feed.language,
        currency_code: currencyCode,
        media_path: mediaPath,
        product_count: feed.count,
        status: "ready",
        admin_id: ctx.auth.admin?.id ?? null,
        created_at: sql<Date>`now()`,
      })
      .returning(XML_FILE_COLUMNS),
  );
  await audit(ctx, { action: "create", entity: "xml_file", id: row!.id, after: { name, language: feed.language, currency: currencyCode, products: feed.count } });
  return toXmlFileDto(row!);
}
