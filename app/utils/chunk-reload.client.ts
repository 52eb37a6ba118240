// A deploy replaces hashed chunks; a tab opened before it fails to load the new route's code. Reload to get the
// new build, but at most once a minute so a genuinely broken chunk cannot cause a reload loop.
import { CHUNK_RELOAD_WINDOW_MS } from "~/utils/constants";

const STORAGE_KEY = "chunk-reload-at";
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(STORAGE_KEY) ?? 0);
    if (Date.now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(STORAGE_KEY, String(Date.now()));
  } catch {
    // Storage disabled: reloading without a guard could loop, so give up.
    return false;
  }
  window.location.reload();
  return true;
}

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "";
  return CHUNK_ERROR.test(message);
}

export function installChunkReload() {
  // Vite fires this when a modulepreload of a dynamic import fails.
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadOnce()) event.preventDefault();
  });
  window.addEventListener("unhandledrejection", (event) => {
    if (isChunkLoadError(event.reason)) reloadOnce();
  });
}
