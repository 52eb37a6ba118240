// "Gelince haber ver" for a sold-out product or variant: a visitor goes to the login page and back; a member posts
// (a fetcher with JavaScript, a plain form without) and hears it as a toast. Once set, the alert shows as set and
// the button withdraws it, so a second press never asks again for what is already on.
import { Link, useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useMemberFetcherResult } from "~/components/catalog/favourite-button";
import { loginPath } from "~/domain/checkout-steps";
import type { Locale } from "~/utils/locale";
import type { MemberActionData } from "~/utils/member-actions.server";
import { resourceRoutes } from "~/utils/resource-routes";
import { useHydrated } from "~/utils/use-hydrated";
import { useRootData } from "~/utils/use-locale";

interface StockAlertButtonProps {
  productId: number;
  subProductId: number | null;
  /** The member has an open alert for this product or variant. */
  isSet: boolean;
  returnTo: string;
  locale: Locale;
}

export function StockAlertButton({ productId, subProductId, isSet, returnTo, locale }: StockAlertButtonProps) {
  const { t } = useTranslation("catalog");
  const signedIn = Boolean(useRootData()?.memberName);
  const hydrated = useHydrated();
  const fetcher = useFetcher<MemberActionData>({ key: `stock-alert-${productId}-${subProductId ?? 0}` });
  useMemberFetcherResult(fetcher.data);
  if (!signedIn) {
    return (
      <Link to={loginPath(returnTo, locale)} className="button button--ghost button--wide">
        {t("product.stockAlert")}
      </Link>
    );
  }
  // While the post runs the button already shows what it asked for; then what the server answered.
  const pendingIntent = fetcher.formData?.get("intent");
  const shown = pendingIntent ? pendingIntent === "add" : (fetcher.data?.hasStockAlert ?? isSet);
  return (
    <fetcher.Form method="post" action={resourceRoutes.stockAlert} className="stock-alert" preventScrollReset>
      <input type="hidden" name="productId" value={productId} />
      {subProductId ? <input type="hidden" name="subProductId" value={subProductId} /> : null}
      <input type="hidden" name="intent" value={shown ? "cancel" : "add"} />
      <input type="hidden" name="r" value={returnTo} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {shown ? (
        <p className="stock-alert__status" role="status">
          {t("product.stockAlertSet")}
        </p>
      ) : null}
      <button type="submit" className="button button--ghost button--wide" disabled={fetcher.state !== "idle"}>
        {shown ? t("product.stockAlertCancel") : t("product.stockAlert")}
      </button>
    </fetcher.Form>
  );
}
