// A widget's behaviour lives once, as DOM code in app/enhance/: pages React does not hydrate run it from their
// enhancement script, and a component React renders attaches the same code to its own element here. The component
// renders the markup the enhancer expects (the server's HTML) and keeps no state or handlers of its own for it. An
// enhancer returns its disposer: React runs it when the element goes or when `inputs` say the markup was replaced.
import { useEffect, useRef, type DependencyList } from "react";

export type Enhancer<T extends Element> = (element: T) => () => void;

export function useEnhancer<T extends Element>(enhance: Enhancer<T>, inputs: DependencyList = []) {
  const ref = useRef<T>(null);
  useEffect(
    () => (ref.current ? enhance(ref.current) : undefined),
    // The enhancer is a module function; only the markup it was attached to can change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    inputs,
  );
  return ref;
}
