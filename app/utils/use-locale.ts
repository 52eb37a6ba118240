// The page's locale, from the root loader (which validated the URL prefix).
import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { DEFAULT_LOCALE, type Locale } from "~/utils/locale";

export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}

export function usePageLocale(): Locale {
  return useRootData()?.locale ?? DEFAULT_LOCALE;
}
