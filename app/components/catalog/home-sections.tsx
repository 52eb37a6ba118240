// Home page blocks: category entry points, the campaign strip, showcase rows, best sellers per category and the
// benefits carousel (CSS scroll-snap, 12 px gap; no script).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CardData } from "~/components/catalog/product-card";
import { ProductGrid } from "~/components/catalog/product-grid";
import { ServiceIcon, TagIcon, WarrantyIcon, WrenchIcon } from "~/components/icons";
import { formatPercent } from "~/domain/percent";
import type { Locale } from "~/utils/locale";
import { pathFor } from "~/utils/seo";

export function CategoryEntries({ categories, locale }: { categories: { id: number; title: string; seoLink: string; image?: string | null }[]; locale: Locale }) {
  const { t } = useTranslation("catalog");
  if (!categories.length) return null;
  return (
    <section className="container home-section" aria-labelledby="home-categories">
      <h2 id="home-categories">{t("home.categories")}</h2>
      <ul className="category-tiles">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={pathFor(category.seoLink, locale)} className="category-tile">
              {category.image ? <img src={category.image} alt="" width="96" height="96" loading="lazy" /> : <span className="category-tile__mark" aria-hidden="true">{category.title.slice(0, 1)}</span>}
              <span>{category.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CampaignStrip({ campaigns }: { campaigns: { id: number; name: string; description: string; discountPercent?: number | null }[] }) {
  const { t, i18n } = useTranslation("catalog");
  if (!campaigns.length) return null;
  return (
    <section className="campaign-strip" aria-label={t("home.campaigns")}>
      {/* Swipeable; focusable so a keyboard can scroll it too. */}
      <ul className="container campaign-strip__list" tabIndex={0}>
        {campaigns.map((campaign) => (
          <li key={campaign.id} className="campaign-strip__item">
            {campaign.discountPercent ? <strong className="campaign-strip__badge">{formatPercent(campaign.discountPercent, i18n.language)}</strong> : null}
            <span>
              <strong>{campaign.name}</strong>
              {campaign.description ? <span className="campaign-strip__text"> — {campaign.description}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProductShelf({ id, title, products, locale, href }: { id: string; title: string; products: CardData[]; locale: Locale; href?: string }) {
  const { t } = useTranslation("catalog");
  if (!products.length) return null;
  return (
    <section className="container home-section" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id}>{title}</h2>
        {href ? (
          <Link to={href} className="home-section__more">
            {t("home.seeAll")}
          </Link>
        ) : null}
      </div>
      <ProductGrid products={products} locale={locale} variant="row" />
    </section>
  );
}

const BENEFITS = [
  { key: "installation", Icon: WrenchIcon },
  { key: "discount", Icon: TagIcon },
  { key: "warranty", Icon: WarrantyIcon },
  { key: "service", Icon: ServiceIcon },
] as const;

export function BenefitsCarousel() {
  const { t } = useTranslation("catalog");
  return (
    <section className="container home-section" aria-labelledby="home-benefits">
      <h2 id="home-benefits" className="visually-hidden">
        {t("home.benefits")}
      </h2>
      {/* Swipeable; focusable so a keyboard can scroll it too. */}
      <ul className="benefits-carousel" tabIndex={0} aria-labelledby="home-benefits">
        {BENEFITS.map(({ key, Icon }) => (
          <li key={key} className="benefits-carousel__item">
            <span className="benefits-strip__icon">
              <Icon />
            </span>
            <span>
              <strong>{t(`home.benefit.${key}.title`)}</strong>
              <span className="benefits-carousel__text">{t(`home.benefit.${key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
