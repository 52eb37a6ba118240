// Campaigns the shopper can select (one at a time), the coupon box, and promotions that stopped applying.
import { useTranslation } from "react-i18next";
import { CartForm, useCartFetcher } from "~/components/cart/cart-form";
import { formatPercent } from "~/domain/percent";
import { useMoney } from "~/utils/use-money";
import type { CartData } from "~/utils/cart.server";
import type { Locale } from "~/utils/locale";

interface PromotionsProps {
  cart: CartData;
  locale: Locale;
  currency: string;
}

function shortDate(iso: string): string {
  // yyyy-mm-dd → dd.mm.yyyy, the same on server and browser (no locale data involved).
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : "";
}

export function CartCampaigns({ cart, locale, currency }: PromotionsProps) {
  const { t } = useTranslation("cart");
  const fetcher = useCartFetcher("cart-campaign");
  const write = useMoney();
  if (!cart.campaigns.length) return null;
  // Inside translated sentences: first-strong isolate, so "1.234 TL" keeps its order in Arabic text.
  const money = (minor: number) => `\u2068${write(minor, currency)}\u2069`;
  return (
    <section className="cart-box" aria-labelledby="cart-campaigns-title">
      <h2 id="cart-campaigns-title">{t("campaigns.heading")}</h2>
      <ul className="cart-campaigns">
        {cart.campaigns.map((campaign) => {
          const ends = shortDate(campaign.endsAt);
          return (
            <li key={campaign.id} className={`cart-campaign${campaign.isSelected ? " cart-campaign--selected" : ""}`}>
              <div className="cart-campaign__text">
                <p className="cart-campaign__name">{campaign.name}</p>
                <p className="cart-campaign__terms">
                  {campaign.discountPercent ? <span>{t("campaigns.percent", { percent: formatPercent(campaign.discountPercent, locale) })}</span> : null}
                  {campaign.discountAmountMinor ? <span>{t("campaigns.amount", { amount: money(campaign.discountAmountMinor) })}</span> : null}
                  {campaign.isFreeCargo ? <span>{t("campaigns.freeCargo")}</span> : null}
                  {campaign.minCartAmountMinor ? <span>{t("campaigns.minAmount", { amount: money(campaign.minCartAmountMinor) })}</span> : null}
                  {ends ? <span>{t("campaigns.endsAt", { date: ends })}</span> : null}
                </p>
                {campaign.description ? <p className="muted">{campaign.description}</p> : null}
                {!campaign.isApplicable && !campaign.isSelected ? <p className="cart-campaign__note">{t("campaigns.notApplicable")}</p> : null}
              </div>
              {campaign.isSelected ? (
                <CartForm fetcher={fetcher} locale={locale} intent="remove-campaign">
                  <span className="cart-badge">{t("campaigns.selected")}</span>{" "}
                  <button type="submit" className="button button--ghost button--small" aria-label={t("campaigns.removeNamed", { name: campaign.name })}>
                    {t("campaigns.remove")}
                  </button>
                </CartForm>
              ) : (
                <CartForm fetcher={fetcher} locale={locale} intent="campaign">
                  <input type="hidden" name="campaignId" value={campaign.id} />
                  <button type="submit" className="button button--ghost button--small" aria-label={t("campaigns.selectNamed", { name: campaign.name })}>
                    {t("campaigns.select")}
                  </button>
                </CartForm>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function CartCoupon({ cart, locale }: PromotionsProps) {
  const { t } = useTranslation("cart");
  const fetcher = useCartFetcher("cart-coupon");
  const refused = fetcher.data && !fetcher.data.ok && fetcher.data.intent === "coupon" ? fetcher.data : null;
  return (
    <section className="cart-box" aria-labelledby="cart-coupon-title">
      <h2 id="cart-coupon-title">{t("coupon.heading")}</h2>
      {cart.coupon ? (
        <CartForm fetcher={fetcher} locale={locale} intent="remove-coupon" className="cart-coupon cart-coupon--applied">
          <p role="status">
            {t("coupon.applied", { code: cart.coupon.code })}
            {cart.coupon.isGiftCertificate ? ` · ${t("coupon.giftCertificate")}` : null}
          </p>
          <button type="submit" className="button button--ghost button--small">
            {t("coupon.remove")}
          </button>
        </CartForm>
      ) : (
        <CartForm fetcher={fetcher} locale={locale} intent="coupon" className="cart-coupon">
          <label htmlFor="coupon-code" className="visually-hidden">
            {t("coupon.label")}
          </label>
          <input
            id="coupon-code"
            name="code"
            type="text"
            placeholder={t("coupon.label")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={50}
            required
            defaultValue={refused?.typed.code?.[0]}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? "coupon-error" : undefined}
          />
          <button type="submit" className="button button--primary button--small" disabled={fetcher.state !== "idle"}>
            {t("coupon.apply")}
          </button>
          {refused ? (
            <p id="coupon-error" className="field-error cart-coupon__error">
              {refused.toast.message}
            </p>
          ) : null}
        </CartForm>
      )}
    </section>
  );
}

export function PromotionProblems({ problems }: { problems: CartData["promotionProblems"] }) {
  const { t } = useTranslation("cart");
  if (!problems.length) return null;
  return (
    <div className="cart-problems" role="alert">
      <p className="cart-problems__title">{t("problems.heading")}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.code}>{problem.message}</li>
        ))}
      </ul>
    </div>
  );
}
