// Admin-configured scripts and the analytics tag. They are injected after hydration rather than server-rendered:
// scripts that add nodes to <head>/<body> before React hydrates break hydration in React 18, and without
// JavaScript they could not run anyway. Google Tag Manager loads only once the shopper accepted cookies. Each script
// element gets the page's Content-Security-Policy nonce, which the policy requires of inline scripts and scripts
// in markup snippets.
import { useEffect } from "react";
import { documentNonce } from "~/utils/nonce";

interface SiteScriptsProps {
  gtmId: string | null;
  headScript: string;
  headScripts: string[];
  bodyScript: string;
  bodyScripts: string[];
  consent: boolean;
}

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

export function SiteScripts({ gtmId, headScript, headScripts, bodyScript, bodyScripts, consent }: SiteScriptsProps) {
  useEffect(() => {
    once("head-script", () => addSnippet(headScript, document.head));
    headScripts.forEach((entry) => once(`head:${entry}`, () => addEntry(entry, document.head)));
    once("body-script", () => addSnippet(bodyScript, document.body));
    bodyScripts.forEach((entry) => once(`body:${entry}`, () => addEntry(entry, document.body)));
  }, [headScript, headScripts, bodyScript, bodyScripts]);

  useEffect(() => {
    if (gtmId && consent) once(`gtm:${gtmId}`, () => addTagManager(gtmId));
  }, [gtmId, consent]);

  return null;
}
