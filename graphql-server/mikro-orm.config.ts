// ORM configuration shared by the app and the tests. PGlite (embedded, WASM Postgres 17) unless a DATABASE_URL
// names a real PostgreSQL server; the same entities and migrations serve both.
import type { PGlite } from "@electric-sql/pglite";
import type { Options } from "@mikro-orm/core";
import { Migrator } from "@mikro-orm/migrations";
import { PostgreSqlDriver } from "@mikro-orm/postgresql";
import type { PGliteConnectionConfig } from "mikro-orm-pglite";
import { migrationsList } from "./migrations/index.js";
import { CampaignCategorySchema, CampaignProductSchema, CampaignSchema, CampaignTranslationSchema } from "./modules/campaign/campaign.entities.js";
import {
  ProductCommentSchema,
  ProductFaqSchema,
  ProductLinkSchema,
  ShowcaseProductSchema,
  ShowcaseSchema,
  ShowcaseTranslationSchema,
} from "./modules/catalog/engagement.entities.js";
import { ProductImageSchema, ProductSchema, ProductTranslationSchema } from "./modules/catalog/product.entities.js";
import { BrandSchema, CategorySchema, CategoryTranslationSchema, ModelSchema, SupplierSchema } from "./modules/catalog/taxonomy.entities.js";
import {
  PersonalizationOptionSchema,
  PersonalizationOptionTranslationSchema,
  PersonalizationSchema,
  PersonalizationTranslationSchema,
  PropertyCategorySchema,
  PropertyCategoryTranslationSchema,
  PropertySchema,
  PropertyTranslationSchema,
  SubProductSchema,
} from "./modules/catalog/variant.entities.js";
import { ContentPageSchema, ContentPageTranslationSchema } from "./modules/content/content.entities.js";
import { SearchDocumentSchema, SearchTermSchema } from "./modules/search/search.entities.js";
import { AuthTokenSchema } from "./modules/auth/auth.entities.js";
import { CartProductSchema, CartSchema } from "./modules/cart/cart.entities.js";
import { CargoCompanySchema } from "./modules/cargo/cargo.entities.js";
import { CouponSchema, CouponUseSchema } from "./modules/coupon/coupon.entities.js";
import { GuestSchema } from "./modules/guest/guest.entities.js";
import { HeaderMenuItemSchema, HeaderMenuItemTranslationSchema } from "./modules/header-menu/header-menu.entities.js";
import { CurrencySchema, LanguageSchema } from "./modules/localization/localization.entities.js";
import { CitySchema, CountrySchema, CountryTranslationSchema, StateSchema } from "./modules/location/location.entities.js";
import { BankAccountSchema, PaymentMethodSchema, PaymentMethodTranslationSchema } from "./modules/payment/payment.entities.js";
import { AddressSchema } from "./modules/address/address.entities.js";
import { RateLimitSchema } from "./modules/rate-limit/rate-limit.entities.js";
import { OrderLineSchema, OrderSchema, OrderStatusHistorySchema } from "./modules/order/order.entities.js";
import {
  PageLinkSchema,
  PageLinkTranslationSchema,
  SiteBlockSchema,
  SiteBlockTranslationSchema,
  SiteSettingSchema,
} from "./modules/site/site.entities.js";

export const entities = [
  LanguageSchema,
  CurrencySchema,
  SiteSettingSchema,
  PageLinkSchema,
  PageLinkTranslationSchema,
  SiteBlockSchema,
  SiteBlockTranslationSchema,
  HeaderMenuItemSchema,
  HeaderMenuItemTranslationSchema,
  AuthTokenSchema,
  CategorySchema,
  CategoryTranslationSchema,
  BrandSchema,
  ModelSchema,
  SupplierSchema,
  ProductSchema,
  ProductTranslationSchema,
  ProductImageSchema,
  PropertyCategorySchema,
  PropertyCategoryTranslationSchema,
  PropertySchema,
  PropertyTranslationSchema,
  SubProductSchema,
  PersonalizationSchema,
  PersonalizationTranslationSchema,
  PersonalizationOptionSchema,
  PersonalizationOptionTranslationSchema,
  ProductLinkSchema,
  ProductCommentSchema,
  ProductFaqSchema,
  ShowcaseSchema,
  ShowcaseTranslationSchema,
  ShowcaseProductSchema,
  CampaignSchema,
  CampaignTranslationSchema,
  CampaignProductSchema,
  CampaignCategorySchema,
  ContentPageSchema,
  ContentPageTranslationSchema,
  SearchDocumentSchema,
  SearchTermSchema,
  GuestSchema,
  CartSchema,
  CartProductSchema,
  CouponSchema,
  CouponUseSchema,
  CargoCompanySchema,
  CountrySchema,
  CountryTranslationSchema,
  StateSchema,
  CitySchema,
  BankAccountSchema,
  PaymentMethodSchema,
  PaymentMethodTranslationSchema,
  AddressSchema,
  RateLimitSchema,
  OrderSchema,
  OrderLineSchema,
  OrderStatusHistorySchema,
];

export interface DatabaseOptions {
  /** postgres://… → a real PostgreSQL server. */
  databaseUrl?: string;
  /** PGlite data directory when no databaseUrl; `memory://` for an in-memory database. */
  pgliteDataDir?: string;
  /** Called with every SQL statement (tests count queries with it). */
  onQuery?: (sql: string) => void;
  debug?: boolean;
}

/** Builds the ORM options; for PGlite it also returns the instance so the caller can close it. */
export async function ormOptions(db: DatabaseOptions): Promise<{ options: Options; pglite?: PGlite }> {
  const common: Options = {
    entities,
    // Metadata comes from defineEntity: no reflection, no file scanning, so startup stays fast.
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    extensions: [Migrator],
    migrations: {
      migrationsList,
      tableName: "mikro_orm_migrations",
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    debug: db.debug ?? false,
    allowGlobalContext: false,
    onQuery: db.onQuery
      ? (sql: string) => {
          db.onQuery?.(sql);
          return sql;
        }
      : undefined,
  };
  if (db.databaseUrl) {
    return { options: { ...common, driver: PostgreSqlDriver, clientUrl: db.databaseUrl } };
  }
  // Loaded only for the embedded database: a shop on PostgreSQL never pays for PGlite's modules.
  const [{ PGlite }, { pg_trgm }, { PGliteDriver }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("mikro-orm-pglite"),
  ]);
  const dataDir = db.pgliteDataDir ?? ".data/pglite";
  // pg_trgm: typo-tolerant search (the migration creates the extension; PostgreSQL ships it in contrib).
  const extensions = { pg_trgm };
  const pglite = await PGlite.create(dataDir === "memory://" ? { extensions } : { dataDir, extensions });
  return {
    pglite,
    options: {
      ...common,
      driver: PGliteDriver,
      dbName: "postgres",
      driverOptions: { connection: { pglite: () => pglite } satisfies PGliteConnectionConfig },
    },
  };
}
