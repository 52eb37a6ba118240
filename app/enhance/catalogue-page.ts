// The enhancement script of the pages React does not hydrate (app/utils/static-page.ts): a few kilobytes that give
// the server-rendered HTML what a shopper would miss without JavaScript. It runs once, after the document is parsed
// (a deferred script), and only adds behaviour: the page works without it. Its imports are relative: Vite bundles it
// on its own, without the app's "~" path alias, and nothing it imports may pull in React (a test follows them). The
// widgets' enhancers are the only copy of their behaviour: components attach them where React runs.
import { BROWSING_SESSION_MARK, reportBrowsingSession } from "../utils/browsing-session";
import { enhanceGallery } from "./gallery";
import { enhancePageControls } from "./page-controls";
import { enhanceQuantity } from "./quantity";
import { enhanceQuickView } from "./quick-view";
import { enhanceSearchBox } from "./search-suggestions";
import { runSiteScripts } from "./site-scripts";

enhancePageControls(document);
for (const form of document.querySelectorAll<HTMLFormElement>("form.search-box")) enhanceSearchBox(form);
for (const gallery of document.querySelectorAll<HTMLElement>(".gallery")) enhanceGallery(gallery);
for (const box of document.querySelectorAll<HTMLElement>(".quantity[data-steps]")) enhanceQuantity(box);
enhanceQuickView(document);
runSiteScripts();
if (document.querySelector(`[${BROWSING_SESSION_MARK}]`)) reportBrowsingSession();
