// A button that only JavaScript can make work. On a page React hydrates, it is hidden in the server's HTML and shown
// once hydrated. On a page served without React, CSS shows it from the first paint when the head has marked the
// document as scripted (app/utils/static-page.ts), and the enhancement script (app/enhance/) wires it. Unhiding the
// buttons from that script instead made the browser lay the whole page out a second time, the costliest task of a
// phone's first load of the home page.
import type { ButtonHTMLAttributes } from "react";
import { useServedWithoutReact } from "~/utils/static-page";
import { useHydrated } from "~/utils/use-hydrated";

export function JsOnlyButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  const hydrated = useHydrated();
  const withoutReact = useServedWithoutReact();
  if (withoutReact) return <button type="button" data-shown-when-scripted {...props} />;
  return <button type="button" hidden={!hydrated} {...props} />;
}
