// Campaigns and coupon codes are one section of the menu: two tabs (plain links) at the top of both lists.
import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { adminPaths } from "~/domain/admin-paths";

export function PromoTabs() {
  const { t } = useTranslation("admin");
  return (
    <nav className="promo-tabs" aria-label={t("campaigns.tabs")}>
      <NavLink to={adminPaths.campaigns} className="promo-tabs__tab">
        {t("campaigns.tabCampaigns")}
      </NavLink>
      <NavLink to={adminPaths.coupons} className="promo-tabs__tab">
        {t("campaigns.tabCoupons")}
      </NavLink>
    </nav>
  );
}
