// The enhancement script of the pages React does not hydrate (app/utils/static-page.ts): a few kilobytes that give
// the server-rendered HTML what a shopper would miss without JavaScript. It runs once, after the document is parsed
// (a deferred script), and only adds behaviour: the page works without it.
import { enhanceGallery } from "./gallery";
import { enhancePageControls } from "./page-controls";
import { enhanceQuantity } from "./quantity";
import { enhanceQuickView } from "./quick-view";
import { enhanceSearchBox } from "./search-suggestions";

enhancePageControls(document);
for (const form of document.querySelectorAll<HTMLFormElement>("form.search-box")) enhanceSearchBox(form);
for (const gallery of document.querySelectorAll<HTMLElement>(".gallery")) enhanceGallery(gallery);
enhanceQuantity(document);
enhanceQuickView(document);
