// Campaigns (/kampanyalar, /en/…, /ar/…): each active campaign with the products it applies to (a listing filtered
// by the campaign), so the header menu's campaigns link leads somewhere useful. One operation for the whole page.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/components/catalog/breadcrumbs";
import { ProductGrid } from "~/components/catalog/product-grid";
import { formatMoney } from "~/domain/money";
import { formatPercent } from "~/domain/percent";
import { graphql } from "~/graphql/generated";
import { runQuery } from "~/utils/graphql.server";
import { remixI18n } from "~/utils/i18n.server";
import { requireLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { usePageLocale, useRootData } from "~/utils/use-locale";
import { publicPage } from "~/utils/public-page.server";
import { publicPageDocumentHeaders } from "~/utils/public-page";

export const headers = publicPageDocumentHeaders;

export const handle = { i18n: ["common", "catalog"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  const t = await remixI18n.getFixedT(locale, "catalog");
  const { activeCampaignsWithProducts } = await runQuery(request, context, CampaignsDocument, { limit: 12 });
  const campaigns = activeCampaignsWithProducts.map(({ campaign, products }) => ({ ...campaign, products }));
  return publicPage({ title: t("campaigns.title"), campaigns });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title ?? null);

export default function CampaignsPage() {
  const { t } = useTranslation("catalog");
  const { title, campaigns } = useLoaderData<typeof loader>();
  const locale = usePageLocale();
  const defaultCurrency = useRootData()?.defaultCurrency ?? "TRY";
  return (
    <div className="listing">
      <div className="container">
        <Breadcrumbs locale={locale} items={[{ title, href: null }]} />
      </div>
      <header className="container listing__header">
        <h1>{title}</h1>
      </header>
      {campaigns.length === 0 ? (
        <p className="container muted">{t("campaigns.empty")}</p>
      ) : (
        campaigns.map((campaign) => (
          <section key={campaign.id} className="container home-section campaign" aria-labelledby={`campaign-${campaign.id}`}>
            <h2 id={`campaign-${campaign.id}`}>{campaign.name}</h2>
            <div className="campaign__intro">
              <strong className="campaign-strip__badge">
                {campaign.discountPercent
                  ? formatPercent(campaign.discountPercent, locale)
                  : formatMoney(campaign.discountAmountMinor ?? 0, { currency: defaultCurrency, language: locale })}
              </strong>
              <p>
                {campaign.description}{" "}
                <span className="muted">{t("campaigns.until", { date: campaign.endsAt.slice(0, 10).split("-").reverse().join(".") })}</span>
              </p>
            </div>
            {campaign.products.length ? <ProductGrid products={campaign.products} locale={locale} variant="row" /> : null}
          </section>
        ))
      )}
    </div>
  );
}

/** Every active campaign with its first products: the cards only (the page has no filters). */
const CampaignsDocument = graphql(`
  query Campaigns($limit: Int) {
    activeCampaignsWithProducts(limit: $limit) {
      campaign {
        id
        name
        description
        discountPercent
        discountAmountMinor
        endsAt
      }
      products {
        ...CardFields
      }
    }
  }
`);
