// True once React runs in the browser. Controls that need JavaScript (history back, dialog buttons) render only
// then, so a page without JavaScript never shows a dead button.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
