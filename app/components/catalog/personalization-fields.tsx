// Personalization inputs (engraving, notes, options) with their required flags and extra prices.
import { useTranslation } from "react-i18next";
import { formatMoney } from "~/domain/money";

export interface PersonalizationData {
  id: number;
  name: string;
  description: string;
  typeCode: "INPUT" | "TEXTAREA" | "SELECT" | "CHECKBOX" | "RADIO";
  isRequired: boolean;
  isPriceFree: boolean;
  priceMinor: number;
  options: { id: number; name: string; priceMinor: number; isPriceFree: boolean }[];
}

function PriceNote({ free, priceMinor }: { free: boolean; priceMinor: number }) {
  const { t } = useTranslation("catalog");
  if (free || priceMinor <= 0) return null;
  return <span className="personalization__price">{t("personalization.extra", { price: formatMoney(priceMinor) })}</span>;
}

export function PersonalizationFields({ fields }: { fields: PersonalizationData[] }) {
  const { t } = useTranslation("catalog");
  if (!fields.length) return null;
  return (
    <fieldset className="personalization">
      <legend>{t("personalization.title")}</legend>
      {fields.map((field) => {
        const id = `personalization-${field.id}`;
        const name = `personalization[${field.id}]`;
        const label = (
          <>
            {field.name}
            {field.isRequired ? (
              <span className="required" title={t("personalization.required")}>
                {" "}*<span className="visually-hidden">{t("personalization.required")}</span>
              </span>
            ) : null}{" "}
            <PriceNote free={field.isPriceFree} priceMinor={field.priceMinor} />
          </>
        );
        if (field.typeCode === "CHECKBOX" || field.typeCode === "RADIO") {
          return (
            <fieldset key={field.id} className="personalization__field">
              <legend>{label}</legend>
              {field.options.map((option) => (
                <label key={option.id} className="check">
                  <input type={field.typeCode === "RADIO" ? "radio" : "checkbox"} name={name} value={option.id} required={field.isRequired && field.typeCode === "RADIO"} />
                  <span>{option.name}</span> <PriceNote free={option.isPriceFree} priceMinor={option.priceMinor} />
                </label>
              ))}
            </fieldset>
          );
        }
        return (
          <div key={field.id} className="personalization__field">
            <label htmlFor={id}>{label}</label>
            {field.typeCode === "TEXTAREA" ? (
              <textarea id={id} name={name} rows={3} required={field.isRequired} />
            ) : field.typeCode === "SELECT" ? (
              <select id={id} name={name} required={field.isRequired} defaultValue="">
                <option value="">{t("personalization.choose")}</option>
                {field.options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            ) : (
              <input id={id} name={name} type="text" required={field.isRequired} />
            )}
            {field.description ? <p className="personalization__help">{field.description}</p> : null}
          </div>
        );
      })}
    </fieldset>
  );
}
