// The distance-sales contract and the pre-information form, each readable in a scrollable box, with the two
// required acceptance checkboxes. The wording is the shop's content page of that code (the version the order
// records); a shop that has deleted the page gets the sample text of checkout.json, marked as a sample.
import { useTranslation } from "react-i18next";
import { fillContractHtml, type ContractValues } from "~/domain/contract-text";

/** A contract content page as the approve step reads it. */
export interface ContractPage {
  title: string;
  content: string;
}

function ContractText({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="contract" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="contract__title">
        {title}
      </h3>
      {/* Focusable so keyboard users can scroll it. */}
      <div className="contract__text" tabIndex={0} role="document" aria-labelledby={`${id}-title`}>
        {children}
      </div>
    </section>
  );
}

function Contract({ id, page, sampleTitle, sampleText, values }: { id: string; page: ContractPage | null; sampleTitle: string; sampleText: string; values: ContractValues }) {
  if (page) {
    return (
      <ContractText id={id} title={page.title}>
        <div dangerouslySetInnerHTML={{ __html: fillContractHtml(page.content, values) }} />
      </ContractText>
    );
  }
  return (
    <ContractText id={id} title={sampleTitle}>
      {sampleText.split("\n\n").map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </ContractText>
  );
}

export function ContractAcceptance({
  shopName,
  total,
  pages,
  error,
}: {
  shopName: string;
  total: string;
  pages: { distanceSales: ContractPage | null; preInformation: ContractPage | null };
  error?: string | null;
}) {
  const { t } = useTranslation("checkout");
  const values = { shopName, total };
  return (
    <fieldset className="checkout-card contracts" aria-describedby={error ? "contracts-error" : undefined}>
      <legend className="checkout-card__title">{t("approve.contracts")}</legend>
      {pages.distanceSales && pages.preInformation ? null : <p className="muted contracts__note">{t("approve.placeholderNote")}</p>}
      <Contract id="distance-sales" page={pages.distanceSales} sampleTitle={t("approve.distanceSalesTitle")} sampleText={t("contractTexts.distanceSales", values)} values={values} />
      <Contract id="pre-information" page={pages.preInformation} sampleTitle={t("approve.preInformationTitle")} sampleText={t("contractTexts.preInformation", values)} values={values} />
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
