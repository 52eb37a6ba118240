// Every cart form is one of these: a POST to the cart action with its `intent`. Without JavaScript it is a plain
// form (redirect + flash toast); with JavaScript it goes through a fetcher (js=1), the page's loaders revalidate in
// place and the outcome becomes a toast in the browser.
import { useFetcher, type FetcherWithComponents } from "@remix-run/react";
import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import type { CartActionData } from "~/utils/cart-actions.server";
import { showClientToast } from "~/utils/client-toast";
import { localizePath, type Locale } from "~/utils/locale";
import { useHydrated } from "~/utils/use-hydrated";

export type CartFetcher = FetcherWithComponents<CartActionData>;

/** A fetcher whose results are announced as toasts (once each). */
export function useCartFetcher(key?: string): CartFetcher {
  const fetcher = useFetcher<CartActionData>(key ? { key } : undefined);
  const announced = useRef<unknown>(null);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || announced.current === result) return;
    announced.current = result;
    if (result.toast) showClientToast(result.toast.type, result.toast.message);
  }, [fetcher.data]);
  return fetcher;
}

interface CartFormProps extends Omit<ComponentProps<"form">, "method" | "action" | "encType" | "ref"> {
  fetcher: CartFetcher;
  locale: Locale;
  intent: string;
  children: ReactNode;
}

export function CartForm({ fetcher, locale, intent, children, ...props }: CartFormProps) {
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" action={localizePath("/cart", locale)} preventScrollReset {...props}>
      <input type="hidden" name="intent" value={intent} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {children}
    </fetcher.Form>
  );
}
