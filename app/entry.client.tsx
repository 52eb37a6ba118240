// Browser start: i18next is initialised from the catalogues the server embedded in the page (no request before
// hydration); namespaces of later pages are fetched on demand from the i18n resource route.
import { RemixBrowser } from "@remix-run/react";
import i18next, { type BackendModule, type Resource } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "~/i18n";
import { installChunkReload } from "~/utils/chunk-reload.client";
import { resourceRoutes } from "~/utils/resource-routes";

const catalogueBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    fetch(resourceRoutes.i18n(language, namespace))
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((data) => callback(null, data), (error: Error) => callback(error, null));
  },
};

async function hydrate() {
  installChunkReload();
  const embedded = document.getElementById("i18n-resources")?.textContent;
  const { lng, resources } = JSON.parse(embedded || "{}") as { lng?: string; resources?: Resource };
  const language = lng ?? document.documentElement.lang;
  await i18next
    .use(initReactI18next)
    .use(catalogueBackend)
    .init({
      ...i18nConfig,
      lng: language,
      ns: Object.keys(resources?.[language] ?? {}),
      resources: resources ?? {},
      // Embedded catalogues are complete for this page; the backend fills in namespaces of later pages.
      partialBundledLanguages: true,
      // Every language has every key (tests/locales.test.ts), so the browser never needs, and never downloads,
      // the Turkish fallback catalogues on /en and /ar pages.
      fallbackLng: false,
      react: { useSuspense: true },
    });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate();
