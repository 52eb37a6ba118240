// The admin area's addresses. The admin pages have no language prefix: their language is the `lang` cookie's.
// Relative import: unit-tested outside Vite (tests/domain/admin-list.test.ts).
import { safeReturnPath } from "./return-path";

export const ADMIN_PATH = "/admin";
export const ADMIN_LOGIN_PATH = "/login";

export const adminPaths = {
  home: ADMIN_PATH,
  audit: `${ADMIN_PATH}/audit`,
  security: `${ADMIN_PATH}/security`,
  orders: `${ADMIN_PATH}/orders`,
  customers: `${ADMIN_PATH}/customers`,
  /** XML product feeds: exports and supplier imports. */
  xml: `${ADMIN_PATH}/xml`,
  products: `${ADMIN_PATH}/products`,
  newProduct: `${ADMIN_PATH}/products/new`,
  comments: `${ADMIN_PATH}/comments`,
  campaigns: `${ADMIN_PATH}/campaigns`,
  /** One campaign's form; `new` for a new one. */
  campaign: (id: number | "new") => `${ADMIN_PATH}/campaigns/${id}`,
  coupons: `${ADMIN_PATH}/coupons`,
  /** One coupon's form; `new` for a new one (or a batch). */
  coupon: (id: number | "new") => `${ADMIN_PATH}/coupons/${id}`,
  categories: `${ADMIN_PATH}/categories`,
  headerMenus: `${ADMIN_PATH}/header-menus`,
  brands: `${ADMIN_PATH}/brands`,
  models: `${ADMIN_PATH}/models`,
  suppliers: `${ADMIN_PATH}/suppliers`,
  properties: `${ADMIN_PATH}/properties`,
  currencies: `${ADMIN_PATH}/currencies`,
  languages: `${ADMIN_PATH}/languages`,
  synonyms: `${ADMIN_PATH}/synonyms`,
  content: `${ADMIN_PATH}/content`,
  contentNew: `${ADMIN_PATH}/content/new`,
  contentPage: (id: number) => `${ADMIN_PATH}/content/${id}`,
  contentCategories: `${ADMIN_PATH}/content/categories`,
  blog: `${ADMIN_PATH}/blog`,
  blogNew: `${ADMIN_PATH}/blog/new`,
  blogPost: (id: number) => `${ADMIN_PATH}/blog/${id}`,
  blogCategories: `${ADMIN_PATH}/blog/categories`,
  settings: `${ADMIN_PATH}/settings`,
  settingsPageLinks: `${ADMIN_PATH}/settings/page-links`,
  settingsCargo: `${ADMIN_PATH}/settings/cargo`,
  /** Payment methods and their credentials (another page; listed in the settings tabs). */
  settingsPayments: `${ADMIN_PATH}/settings/payments`,
  /** The SMTP server and sender of every mail, and a test mail. */
  settingsMail: `${ADMIN_PATH}/settings/mail`,
  /** How one-time codes go out (SMS and WhatsApp providers), and a test text. */
  settingsTexts: `${ADMIN_PATH}/settings/sms`,
  /** POST (multipart): uploads or removes the logo or the favicon. */
  settingsImages: `${ADMIN_PATH}/settings/images`,
  /** The bank accounts shown for wire transfer. */
  settingsBankAccounts: `${ADMIN_PATH}/settings/bank-accounts`,
  /** POST: opens or folds the left menu (remembered in a cookie). */
  menu: `${ADMIN_PATH}/menu`,
  /** POST: ends the admin session. */
  logout: `${ADMIN_PATH}/logout`,
} as const;

/** A product's edit page, and the address its image form posts to. */
export const adminProductPath = (id: number) => `${ADMIN_PATH}/products/${id}`;
export const adminProductImagesPath = (id: number) => `${ADMIN_PATH}/products/${id}/images`;
/** One order's page, one customer's page. */
export const adminOrderPath = (id: number) => `${adminPaths.orders}/${id}`;
export const adminCustomerPath = (id: number) => `${adminPaths.customers}/${id}`;

/** True for the admin area and its login page (no storefront header or footer, no language prefix). */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_LOGIN_PATH || pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);
}

/** Where the login page goes afterwards: `r` when it is a page of the admin area, else the dashboard. */
export function adminReturnPath(raw: unknown): string {
  const path = safeReturnPath(raw, ADMIN_PATH);
  return path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`) || path.startsWith(`${ADMIN_PATH}?`) ? path : ADMIN_PATH;
}

/** Longer return paths are cut back: the whole address copied into `r` could overflow the redirect's headers. */
const MAX_RETURN_PATH = 512;

/** The login page that comes back to `path` afterwards (without its query when that makes it too long). */
export function adminLoginPath(path: string): string {
  const kept = path.length <= MAX_RETURN_PATH ? path : path.split(/[?#]/)[0]!;
  if (kept === ADMIN_PATH || kept.length > MAX_RETURN_PATH) return ADMIN_LOGIN_PATH;
  return `${ADMIN_LOGIN_PATH}?r=${encodeURIComponent(kept)}`;
}
