// The distance-sales contract and the pre-information form (placeholder texts from checkout.json until the shop
// enters its own), each readable in a scrollable box, with the two required acceptance checkboxes.
import { useTranslation } from "react-i18next";

function ContractText({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section className="contract" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="contract__title">
        {title}
      </h3>
      {/* Focusable so keyboard users can scroll it. */}
      <div className="contract__text" tabIndex={0} role="document" aria-labelledby={`${id}-title`}>
        {text.split("\n\n").map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

export function ContractAcceptance({ shopName, total, error }: { shopName: string; total: string; error?: string | null }) {
  const { t } = useTranslation("checkout");
  const values = { shopName, total };
  return (
    <fieldset className="checkout-card contracts" aria-describedby={error ? "contracts-error" : undefined}>
      <legend className="checkout-card__title">{t("approve.contracts")}</legend>
      <p className="muted contracts__note">{t("approve.placeholderNote")}</p>
      <ContractText id="distance-sales" title={t("approve.distanceSalesTitle")} text={t("contractTexts.distanceSales", values)} />
      <ContractText id="pre-information" title={t("approve.preInformationTitle")} text={t("contractTexts.preInformation", values)} />
      <label className="choice">
        <input type="checkbox" name="distanceSales" value="on" aria-required="true" />
        {t("approve.acceptDistanceSales")}
      </label>
      <label className="choice">
        <input type="checkbox" name="preInformation" value="on" aria-required="true" />
        {t("approve.acceptPreInformation")}
      </label>
      {error ? (
        <p id="contracts-error" className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
