// Seeds the demo shop into an empty database. Idempotent: a database that already has languages is left alone,
// so restarts and a second call change nothing.
import type { EntityManager } from "@mikro-orm/core";
import { HeaderMenuItemSchema, HeaderMenuItemTranslationSchema, type HeaderMenuItem } from "../modules/header-menu/header-menu.entities.js";
import { CurrencySchema, LanguageSchema } from "../modules/localization/localization.entities.js";
import {
  PageLinkSchema,
  PageLinkTranslationSchema,
  SiteBlockSchema,
  SiteBlockTranslationSchema,
  SiteSettingSchema,
} from "../modules/site/site.entities.js";
import { seedDemoCatalogue } from "./demo-catalogue.js";
import { seedCheckoutData } from "./demo-checkout.js";
import * as data from "./demo-data.js";
import { seedPromotions } from "./promotions-seed.js";

const LANGS = ["tr", "en", "ar"] as const;
/** Arbitrary constant naming the seed's advisory lock. */
const SEED_LOCK_KEY = 7_310_001;

/** Seeds the site (languages, settings, menu) and the demo catalogue; each part only into an empty database. */
export async function seedDemoShop(rootEm: EntityManager): Promise<{ seeded: boolean }> {
  const site = await seedSite(rootEm);
  const catalogue = await seedDemoCatalogue(rootEm);
  const checkout = await seedCheckoutData(rootEm);
  await seedPromotions(rootEm);
  return { seeded: site.seeded || catalogue.seeded || checkout.seeded };
}

/** No language yet: the database has never been seeded. */
export async function isFreshShop(rootEm: EntityManager): Promise<boolean> {
  return (await rootEm.fork().count(LanguageSchema)) === 0;
}

async function seedSite(rootEm: EntityManager): Promise<{ seeded: boolean }> {
  const em = rootEm.fork();
  if ((await em.count(LanguageSchema)) > 0) return { seeded: false };
  return em.transactional(async (tx) => {
    // Two nodes starting on an empty database at once: the second waits here, then sees the seed and stops.
    const run = (sql: string) => tx.getConnection().execute(sql, [], "all", tx.getTransactionContext());
    await run(`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await tx.count(LanguageSchema)) > 0) return { seeded: false };
    for (const l of data.languages) tx.create(LanguageSchema, { ...l, isActive: true });
    for (const c of data.currencies) tx.create(CurrencySchema, { ...c, decimals: 2, isActive: true });
    for (const s of data.settings) tx.create(SiteSettingSchema, s);
    data.pageLinks.forEach((link, index) => {
      const entity = tx.create(PageLinkSchema, { code: link.code, url: link.url, sort: index + 1 });
      for (const language of LANGS) tx.create(PageLinkTranslationSchema, { pageLink: entity, language, title: link.title[language] });
    });
    for (const b of data.blocks) {
      const entity = tx.create(SiteBlockSchema, { code: b.code, section: b.section, page: b.page, type: b.type, sort: b.sort, isActive: true });
      for (const language of LANGS) {
        tx.create(SiteBlockTranslationSchema, { block: entity, language, title: b.title[language], content: b.content[language] });
      }
    }
    const addMenu = (items: data.MenuSeed[], parent: HeaderMenuItem | null) => {
      items.forEach((item, index) => {
        const entity = tx.create(HeaderMenuItemSchema, { parent, url: item.url, sort: index + 1, isActive: true });
        for (const language of LANGS) {
          tx.create(HeaderMenuItemTranslationSchema, { item: entity, language, title: item.title[language] });
        }
        addMenu(item.children ?? [], entity);
      });
    };
    addMenu(data.headerMenu, null);
    await tx.flush();
    // Currencies were inserted with explicit ids: move the sequence past them so the next insert does not collide.
    // Queries run on the transaction's connection: PGlite has only one.
    await run(`select setval(pg_get_serial_sequence('currency', 'id'), (select max(id) from currency))`);
    return { seeded: true };
  });
}
