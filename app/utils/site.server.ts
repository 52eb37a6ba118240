// Layout data every page needs: site settings, the header menu and the active languages, in one operation.
import type { AppLoadContext } from "@remix-run/node";
import { graphql } from "~/graphql/generated";
import type { StorefrontLayoutQuery } from "~/graphql/generated/graphql";
import { runQuery } from "~/utils/graphql.server";
import type { Locale } from "~/utils/locale";

const StorefrontLayoutDocument = graphql(`
  query StorefrontLayout($language: String!) {
    siteSettings(language: $language) {
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
    headerMenu(language: $language) {
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

export async function loadSiteLayout(request: Request, context: AppLoadContext, locale: Locale): Promise<SiteLayout> {
  return runQuery(request, context, StorefrontLayoutDocument, { language: locale });
}

/** The value of a code/value setting (google_site_verification, google_gtm_id, …), trimmed; null when unset. */
export function settingValue(layout: SiteLayout, code: string): string | null {
  const value = layout.siteSettings.settings.find((setting) => setting.code === code)?.value.trim();
  return value ? value : null;
}
