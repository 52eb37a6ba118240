// The heart of a product (its page and its cards). A visitor's heart links to the login page and back; a member's
// is a small POST form to /resource/favorite — a plain post that returns to the page without JavaScript, a fetcher
// with it, so the heart changes in place (at once, while the request runs) and the page does not move.
import { Link, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { loginPath } from "~/domain/checkout-steps";
import { showClientToast } from "~/utils/client-toast";
import type { Locale } from "~/utils/locale";
import type { MemberActionData } from "~/utils/member-actions.server";
import { resourceRoutes } from "~/utils/resource-routes";
import { useHydrated } from "~/utils/use-hydrated";
import { useRootData } from "~/utils/use-locale";

interface FavouriteButtonProps {
  productId: number;
  title: string;
  isFavorite: boolean;
  /** The page to come back to (path and query). */
  returnTo: string;
  locale: Locale;
  className?: string;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M12 20s-7-4.4-9.3-9A5 5 0 0 1 12 6a5 5 0 0 1 9.3 5C19 15.6 12 20 12 20z" />
    </svg>
  );
}

/** Shows a fetcher answer's toast once, and follows a "sign in first" answer to the login page. */
export function useMemberFetcherResult(data: MemberActionData | undefined) {
  const navigate = useNavigate();
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!data || handled.current === data) return;
    handled.current = data;
    if (data.login) navigate(data.login);
    else if (data.toast) showClientToast(data.toast.type, data.toast.message);
  }, [data, navigate]);
}

export function FavouriteButton({ productId, title, isFavorite, returnTo, locale, className = "" }: FavouriteButtonProps) {
  const { t } = useTranslation("catalog");
  const signedIn = Boolean(useRootData()?.memberName);
  const hydrated = useHydrated();
  const fetcher = useFetcher<MemberActionData>({ key: `favourite-${productId}` });
  useMemberFetcherResult(fetcher.data);
  const classes = `icon-button favourite-button ${className}`.trim();

  if (!signedIn) {
    return (
      <Link to={loginPath(returnTo, locale)} className={classes} aria-label={t("product.favourite")} title={t("product.favourite")}>
        <Heart filled={false} />
      </Link>
    );
  }
  // While the post runs the heart already shows what it asked for; then what the server answered.
  const pendingIntent = fetcher.formData?.get("intent");
  const shown = pendingIntent ? pendingIntent === "add" : (fetcher.data?.isFavorite ?? isFavorite);
  const label = shown ? t("product.unfavourite") : t("product.favourite");
  return (
    <fetcher.Form method="post" action={resourceRoutes.favorite} className="favourite-form" preventScrollReset>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="intent" value={shown ? "remove" : "add"} />
      <input type="hidden" name="r" value={returnTo} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button type="submit" className={classes} aria-pressed={shown} aria-label={`${label}: ${title}`} title={label}>
        <Heart filled={shown} />
      </button>
    </fetcher.Form>
  );
}
