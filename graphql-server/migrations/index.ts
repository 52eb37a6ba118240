// Migrations are listed explicitly: MikroORM's file-based discovery breaks under vitest and bundlers.
// Append new migrations at the end; never edit one that has shipped.
import type { MigrationObject } from "@mikro-orm/core";
import { Migration20261121000000Init } from "./20261121000000-init.js";
import { Migration20261122000000Catalogue } from "./20261122000000-catalogue.js";
import { Migration20261122120000GuestCart } from "./20261122120000-guest-cart.js";
import { Migration20261122130000LocationPayment } from "./20261122130000-location-payment.js";
import { Migration20261122140000Promotions } from "./20261122140000-promotions.js";
import { Migration20261122150100AddressesOrders } from "./20261122150100-addresses-orders.js";
import { Migration20261122160000RateLimit } from "./20261122160000-rate-limit.js";
import { Migration20261124000000SearchSynonyms } from "./20261124000000-search-synonyms.js";
import { Migration20261124100000Customers } from "./20261124100000-customers.js";
import { Migration20261124100000OneTimeCode } from "./20261124100000-one-time-code.js";
import { Migration20261124120000PasswordResetSessions } from "./20261124120000-password-reset-sessions.js";
import { Migration20261124140000Engagement } from "./20261124140000-engagement.js";
import { Migration20261124120000OrderRequests } from "./20261124120000-order-requests.js";
import { Migration20261124153800SocialIdentities } from "./20261124153800-social-identities.js";
import { Migration20261124200000GuestPhoneConfirmed } from "./20261124200000-guest-phone-confirmed.js";
import { Migration20261124184440CommentReview } from "./20261124184440-comment-review.js";
import { Migration20261124143800EmailVerification } from "./20261124143800-email-verification.js";
import { Migration20261124140000CardPayments } from "./20261124140000-card-payments.js";
import { Migration20261124144500AdminOrders } from "./20261124144500-admin-orders.js";
import { Migration20261124185000XmlFiles } from "./20261124185000-xml-files.js";
import { Migration20261124144400Admin } from "./20261124144400-admin.js";
import { Migration20261124184500AdminContent } from "./20261124184500-admin-content.js";
import { Migration20261124185500SealedSecrets } from "./20261124185500-sealed-secrets.js";
import { Migration20261124220300MailSettings } from "./20261124220300-mail-settings.js";
import { Migration20261124222500ShopStatusNotes } from "./20261124222500-shop-status-notes.js";
import { Migration20261124221600CatalogueAtScale } from "./20261124221600-catalogue-at-scale.js";

export const migrationsList: MigrationObject[] = [
  { name: "20261121000000-init", class: Migration20261121000000Init },
  { name: "20261122000000-catalogue", class: Migration20261122000000Catalogue },
  { name: "20261122120000-guest-cart", class: Migration20261122120000GuestCart },
  { name: "20261122130000-location-payment", class: Migration20261122130000LocationPayment },
  { name: "20261122140000-promotions", class: Migration20261122140000Promotions },
  { name: "20261122150100-addresses-orders", class: Migration20261122150100AddressesOrders },
  { name: "20261122160000-rate-limit", class: Migration20261122160000RateLimit },
  { name: "20261124000000-search-synonyms", class: Migration20261124000000SearchSynonyms },
  { name: "20261124100000-customers", class: Migration20261124100000Customers },
  { name: "20261124100000-one-time-code", class: Migration20261124100000OneTimeCode },
  { name: "20261124120000-password-reset-sessions", class: Migration20261124120000PasswordResetSessions },
  { name: "20261124140000-engagement", class: Migration20261124140000Engagement },
  { name: "20261124120000-order-requests", class: Migration20261124120000OrderRequests },
  { name: "20261124153800-social-identities", class: Migration20261124153800SocialIdentities },
  { name: "20261124200000-guest-phone-confirmed", class: Migration20261124200000GuestPhoneConfirmed },
  { name: "20261124143800-email-verification", class: Migration20261124143800EmailVerification },
  { name: "20261124140000-card-payments", class: Migration20261124140000CardPayments },
  { name: "20261124144400-admin", class: Migration20261124144400Admin },
  { name: "20261124144500-admin-orders", class: Migration20261124144500AdminOrders },
  { name: "20261124184440-comment-review", class: Migration20261124184440CommentReview },
  { name: "20261124184500-admin-content", class: Migration20261124184500AdminContent },
  { name: "20261124185000-xml-files", class: Migration20261124185000XmlFiles },
  { name: "20261124185500-sealed-secrets", class: Migration20261124185500SealedSecrets },
  { name: "20261124220300-mail-settings", class: Migration20261124220300MailSettings },
  { name: "20261124221600-catalogue-at-scale", class: Migration20261124221600CatalogueAtScale },
  { name: "20261124222500-shop-status-notes", class: Migration20261124222500ShopStatusNotes },
];
