// Layout data every page needs: site settings, the header menu and the active languages, in one operation.
import type { AppLoadContext } from "@remix-run/node";
import { graphql } from "~/graphql/generated";
import type { StorefrontLayoutQuery } from "~/graphql/generated/graphql";
import { runPublicQuery } from "~/utils/graphql.server";
import type { Locale } from "~/utils/locale";

const StorefrontLayoutDocument = graphql(`
  query StorefrontLayout {
    siteSettings {
      language
      page
      pageLinks {
        code
        url
        title
      }
      setting {
        bodyHtml
        bodyScript
        headScript
        headScripts
        bodyScripts
        css
        favicon
      }
      settings {
        code
        value
      }
      config {
        logo
        shopName
        phone
        email
      }
    }
    headerMenu {
      ...MenuItemFields
      children {
        ...MenuItemFields
        children {
          ...MenuItemFields
        }
      }
    }
    languages {
      code
      name
      isActive
      sort
    }
    # Which content pages exist, so the footer links only to pages there are.
    contentPages {
      seoLinks {
        seoLink
      }
    }
    currencies {
      code
      isoCode
      name
      isDefault
    }
  }

  fragment MenuItemFields on HeaderMenuItem {
    id
    title
    url
  }
`);

export type SiteLayout = StorefrontLayoutQuery;

export interface MenuItem {
  id: number;
  title: string;
  url: string;
  children?: MenuItem[];
}

// Every page needs the layout, and it changes only when an admin edits settings or the menu. The public-read cache
// answers it from memory until a write commits, so an admin's menu change shows at once; a node may still keep it
// per language for LAYOUT_CACHE_SECONDS (0 by default: off) when a stale menu for a while is acceptable. Nothing a
// shopper sees depends on who asks, so sharing it between requests leaks nothing (docs/decisions/018, 055).
const layoutTtlMs = () => (process.env.NODE_ENV === "production" ? Number(process.env.LAYOUT_CACHE_SECONDS ?? 0) * 1000 : 0);
const layouts = new Map<Locale, { until: number; layout: Promise<SiteLayout> }>();

/** Drops this node's layouts: an admin's change to settings, links or pages shows on the next page (other nodes follow within the TTL). */
export const forgetSiteLayouts = () => layouts.clear();

export function loadSiteLayout(request: Request, context: AppLoadContext, locale: Locale): Promise<SiteLayout> {
  const now = Date.now();
  const cached = layouts.get(locale);
  if (cached && cached.until > now) return cached.layout;
  const layout = runPublicQuery(request, context, StorefrontLayoutDocument, {}, locale);
  const ttl = layoutTtlMs();
  if (ttl > 0) {
    // Concurrent requests share the one in flight; a failure is not remembered.
    layouts.set(locale, { until: now + ttl, layout });
    layout.catch(() => layouts.get(locale)?.layout === layout && layouts.delete(locale));
  }
  return layout;
}

/** The value of a code/value setting (google_site_verification, google_gtm_id, …), trimmed; null when unset. */
export function settingValue(layout: SiteLayout, code: string): string | null {
  const value = layout.siteSettings.settings.find((setting) => setting.code === code)?.value.trim();
  return value ? value : null;
}
