// i18next options shared by the server (entry.server, loaders) and the browser (entry.client).
import { DEFAULT_LOCALE, LOCALES } from "~/utils/locale";

export const i18nConfig = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "common",
  // React escapes output itself.
  interpolation: { escapeValue: false },
} as const;
