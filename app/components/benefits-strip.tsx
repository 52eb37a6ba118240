// The shop's benefits strip (product page and footer): free installation, discount, 3-year warranty, widespread
// service.
import { useTranslation } from "react-i18next";
import { ServiceIcon, TagIcon, WarrantyIcon, WrenchIcon } from "~/components/icons";

const BENEFITS = [
  { key: "footer.installation", Icon: WrenchIcon },
  { key: "footer.discount", Icon: TagIcon },
  { key: "footer.warranty", Icon: WarrantyIcon },
  { key: "footer.service", Icon: ServiceIcon },
] as const;

export function BenefitsStrip() {
  const { t } = useTranslation();
  return (
    <section className="benefits-strip" aria-label={t("footer.benefits")}>
      <ul className="container benefits-strip__list">
        {BENEFITS.map(({ key, Icon }) => (
          <li key={key} className="benefits-strip__item">
            <span className="benefits-strip__icon">
              <Icon />
            </span>
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
