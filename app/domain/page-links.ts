// The footer's page links are admin data (code, url, title) and may name pages the shop does not have yet (account,
// blog, contact…). A link is shown only when its page exists: a storefront route of its own, or an active content
// page from the content module. Links off the site (another host, mailto:, tel:) are the admin's business and stay.

/** Paths with a route of their own in app/routes (a test keeps this list and the route files in step). */
export const STOREFRONT_PAGES: readonly string[] = [
  "/",
  "/arama",
  "/blog",
  "/cart",
  "/cerez-politikasi",
  "/eposta-dogrula",
  "/favorilerim",
  "/hesabim",
  "/hesabim/adreslerim",
  "/hesabim/eposta-dogrulama",
  "/hesabim/hesabi-sil",
  "/hesabim/resim",
  "/hesabim/sifre",
  "/kampanyalar",
  "/odeme",
  "/odeme/adres",
  "/odeme/odeme-yontemi",
  "/odeme/onay",
  "/odeme/kart-sonuc",
  "/odeme/paytr",
  "/sifre-yenile",
  "/sifremi-unuttum",
  "/siparis-sorgula",
  "/siparislerim",
  "/uye-giris",
  "/uye-ol",
  "/xml",
];

/** The path a site link leads to, without query, hash or trailing slash; null for a link off the site. */
function sitePath(url: string): string | null {
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  const path = url.split(/[?#]/)[0].replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/** The links whose page exists; `contentSeoLinks` are the active content pages' seo links in any language. */
export function existingPageLinks<T extends { url: string }>(links: readonly T[], contentSeoLinks: Iterable<string>): T[] {
  const contentPaths = new Set([...contentSeoLinks].map((seoLink) => `/${seoLink}`));
  return links.filter((link) => {
    const path = sitePath(link.url);
    return path === null || STOREFRONT_PAGES.includes(path) || contentPaths.has(path);
  });
}

/** Pages for visitors only: a signed-in member is sent on from them, so a link to them would lead nowhere. */
const VISITOR_PAGES: readonly string[] = ["/uye-giris", "/uye-ol", "/sifremi-unuttum", "/sifre-yenile"];

/** The links a member or a visitor is offered: a member is not invited to sign in or to register. */
export function pageLinksFor<T extends { url: string }>(links: readonly T[], signedIn: boolean): T[] {
  return signedIn ? links.filter((link) => !VISITOR_PAGES.includes(sitePath(link.url) ?? "")) : [...links];
}
