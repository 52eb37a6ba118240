// The admin area's addresses. The admin pages have no language prefix: their language is the `lang` cookie's.
// Relative import: unit-tested outside Vite (tests/domain/admin-list.test.ts).
import { safeReturnPath } from "./return-path";

export const ADMIN_PATH = "/admin";
export const ADMIN_LOGIN_PATH = "/login";

export const adminPaths = {
  home: ADMIN_PATH,
  audit: `${ADMIN_PATH}/audit`,
  security: `${ADMIN_PATH}/security`,
  paymentSettings: `${ADMIN_PATH}/settings/payments`,
  /** POST: opens or folds the left menu (remembered in a cookie). */
  menu: `${ADMIN_PATH}/menu`,
  /** POST: ends the admin session. */
  logout: `${ADMIN_PATH}/logout`,
} as const;

/** True for the admin area and its login page (no storefront header or footer, no language prefix). */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_LOGIN_PATH || pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);
}

/** Where the login page goes afterwards: `r` when it is a page of the admin area, else the dashboard. */
export function adminReturnPath(raw: unknown): string {
  const path = safeReturnPath(raw, ADMIN_PATH);
  return path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`) || path.startsWith(`${ADMIN_PATH}?`) ? path : ADMIN_PATH;
}

/** The login page that comes back to `path` afterwards. */
export const adminLoginPath = (path: string) => (path === ADMIN_PATH ? ADMIN_LOGIN_PATH : `${ADMIN_LOGIN_PATH}?r=${encodeURIComponent(path)}`);
