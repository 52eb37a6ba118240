// Admin-configured scripts and the analytics tag. They are injected after hydration rather than server-rendered:
// scripts that add nodes to <head>/<body> before React hydrates break hydration in React 18, and without
// JavaScript they could not run anyway. Google Tag Manager loads only once the shopper accepted cookies. On a page
// React does not hydrate (app/utils/static-page.ts) the settings are written as JSON for the enhancement script,
// which injects them the same way (app/utils/site-script-injection.ts).
import { useEffect } from "react";
import { injectSiteScripts, injectTagManager, SITE_SCRIPTS_ID, type SiteScriptSettings } from "~/utils/site-script-injection";
import { useServedWithoutReact } from "~/utils/static-page";

export function SiteScripts(settings: SiteScriptSettings) {
  const { gtmId, headScript, headScripts, bodyScript, bodyScripts, consent } = settings;
  const withoutReact = useServedWithoutReact();

  useEffect(() => {
    injectSiteScripts({ headScript, headScripts, bodyScript, bodyScripts });
  }, [headScript, headScripts, bodyScript, bodyScripts]);

  useEffect(() => {
    injectTagManager({ gtmId, consent });
  }, [gtmId, consent]);

  if (!withoutReact) return null;
  // "<" escaped: a snippet's "</script>" must not end this element.
  const json = JSON.stringify(settings).replace(/</g, "\\u003c");
  return <script type="application/json" id={SITE_SCRIPTS_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}
