// The admin's scripts and the analytics tag on a page React does not hydrate: the settings SiteScripts wrote as
// JSON, injected as the hydrated component injects them.
import { injectSiteScripts, injectTagManager, SITE_SCRIPTS_ID, type SiteScriptSettings } from "../utils/site-script-injection";

export function runSiteScripts() {
  const data = document.getElementById(SITE_SCRIPTS_ID)?.textContent;
  if (!data) return;
  const settings = JSON.parse(data) as SiteScriptSettings;
  injectSiteScripts(settings);
  injectTagManager(settings);
}
