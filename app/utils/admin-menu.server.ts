// The admin's left menu, open or folded: remembered in a cookie so the server draws it right on the first paint and
// the toggle works as a plain form without JavaScript.
import { readCookie, siteCookie } from "~/utils/cookies.server";

const MENU_COOKIE = "admin_menu";
const YEAR = 365 * 24 * 3600;

export const adminMenuFolded = (request: Request) => readCookie(request, MENU_COOKIE) === "folded";

export const adminMenuCookie = (folded: boolean) => siteCookie(MENU_COOKIE, folded ? "folded" : "open", YEAR);
