// Admin-configured scripts and the analytics tag, added to the page in the browser (see SiteScripts for why not
// server-rendered). Shared by the SiteScripts component of hydrated pages and the enhancement script of pages React
// does not hydrate (app/enhance), so it imports no React. Each script element gets the page's Content-Security-Policy
// nonce, which the policy requires of inline scripts and scripts in markup snippets.
import { documentNonce } from "./document-nonce";

export interface SiteScriptSettings {
  gtmId: string | null;
  headScript: string;
  headScripts: string[];
  bodyScript: string;
  bodyScripts: string[];
  consent: boolean;
}

/** The id of the settings' JSON on a page React does not hydrate. */
export const SITE_SCRIPTS_ID = "site-scripts";

const injected = new Set<string>();

/** Runs once per page load per key, even if React mounts the component twice (StrictMode, navigation). */
function once(key: string, inject: () => void) {
  if (injected.has(key)) return;
  injected.add(key);
  inject();
}

function addScriptSource(src: string, target: HTMLElement) {
  const script = document.createElement("script");
  script.nonce = documentNonce();
  script.src = src;
  script.async = true;
  target.appendChild(script);
}

/** A list entry is a script URL or, like the single fields, a snippet. */
function addEntry(value: string, target: HTMLElement) {
  if (/^(https?:)?\/\/|^\/[^/<]/.test(value.trim())) addScriptSource(value.trim(), target);
  else addSnippet(value, target);
}

/** A snippet is either markup (`<script>…</script>`, `<noscript>…`) or bare JavaScript. */
function addSnippet(snippet: string, target: HTMLElement) {
  const code = snippet.trim();
  if (!code) return;
  if (code.startsWith("<")) {
    // createContextualFragment, unlike innerHTML, makes the contained <script> elements executable.
    const fragment = document.createRange().createContextualFragment(code);
    fragment.querySelectorAll("script").forEach((script) => (script.nonce = documentNonce()));
    target.appendChild(fragment);
    return;
  }
  const script = document.createElement("script");
  script.nonce = documentNonce();
  script.textContent = code;
  target.appendChild(script);
}

function addTagManager(id: string) {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  addScriptSource(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`, document.head);
}

/** The admin's head and body scripts. */
export function injectSiteScripts({ headScript, headScripts, bodyScript, bodyScripts }: Omit<SiteScriptSettings, "gtmId" | "consent">) {
  once("head-script", () => addSnippet(headScript, document.head));
  headScripts.forEach((entry) => once(`head:${entry}`, () => addEntry(entry, document.head)));
  once("body-script", () => addSnippet(bodyScript, document.body));
  bodyScripts.forEach((entry) => once(`body:${entry}`, () => addEntry(entry, document.body)));
}

/** Google Tag Manager, only once the shopper accepted cookies. */
export function injectTagManager({ gtmId, consent }: Pick<SiteScriptSettings, "gtmId" | "consent">) {
  if (gtmId && consent) once(`gtm:${gtmId}`, () => addTagManager(gtmId));
}
