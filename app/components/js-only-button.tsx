// A button that only JavaScript can make work: hidden in the server's HTML, shown once React has hydrated the page
// or, on a page served without hydration, once the enhancement script (app/enhance/) has wired it (`data-js-only`).
import type { ButtonHTMLAttributes } from "react";
import { useHydrated } from "~/utils/use-hydrated";

export function JsOnlyButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  const hydrated = useHydrated();
  return <button type="button" hidden={!hydrated} data-js-only {...props} />;
}
