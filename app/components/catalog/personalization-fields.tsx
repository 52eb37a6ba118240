// Personalization inputs (engraving, notes, options) with their required flags and extra prices.
import { useTranslation } from "react-i18next";
import { useMoney } from "~/utils/use-money";

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

function PriceNote({ free, priceMinor, currency }: { free: boolean; priceMinor: number; currency: string }) {
  const { t } = useTranslation("catalog");
  const money = useMoney();
  if (free || priceMinor <= 0) return null;
  return <span className="personalization__price">{t("personalization.extra", { price: `\u2068${money(priceMinor, currency)}\u2069` })}</span>;
}

interface PersonalizationFieldsProps {
  fields: PersonalizationData[];
  /** Code of the currency the prices are in (the product's display currency). */
  currency: string;
  /** Values the shopper typed before a refused add (form field name → values). */
  typed?: Record<string, string[]>;
  /** The flagged field ("personalization-{id}") and its message. */
  errorField?: string | null;
  errorMessage?: string | null;
}

// Text values post as personalization[ID], chosen options as personalizationOption[ID] (repeated for checkboxes),
// so the server knows which is which without asking the catalogue (app/domain/cart-lines.ts).
export function PersonalizationFields({ fields, currency, typed = {}, errorField = null, errorMessage = null }: PersonalizationFieldsProps) {
  const { t } = useTranslation("catalog");
  if (!fields.length) return null;
  return (
    <fieldset className="personalization">
      <legend>{t("personalization.title")}</legend>
      {fields.map((field) => {
        const id = `personalization-${field.id}`;
        const name = `personalization[${field.id}]`;
        const optionName = `personalizationOption[${field.id}]`;
        const chosen = typed[optionName] ?? [];
        const invalid = errorField === id;
        const errorId = invalid ? `${id}-error` : undefined;
        const error = invalid && errorMessage ? (
          <p id={errorId} className="field-error" role="alert">
            {errorMessage}
          </p>
        ) : null;
        const label = (
          <>
            {field.name}
            {field.isRequired ? (
              <span className="required" title={t("personalization.required")}>
                {" "}*<span className="visually-hidden">{t("personalization.required")}</span>
              </span>
            ) : null}{" "}
            <PriceNote free={field.isPriceFree} priceMinor={field.priceMinor} currency={currency} />
          </>
        );
        if (field.typeCode === "CHECKBOX" || field.typeCode === "RADIO") {
          return (
            <fieldset key={field.id} id={id} className="personalization__field" aria-invalid={invalid || undefined} aria-describedby={errorId} tabIndex={-1}>
              <legend>{label}</legend>
              {field.options.map((option) => (
                <label key={option.id} className="check">
                  <input
                    type={field.typeCode === "RADIO" ? "radio" : "checkbox"}
                    name={optionName}
                    value={option.id}
                    defaultChecked={chosen.includes(String(option.id))}
                    required={field.isRequired && field.typeCode === "RADIO"}
                  />
                  <span>{option.name}</span> <PriceNote free={option.isPriceFree} priceMinor={option.priceMinor} currency={currency} />
                </label>
              ))}
              {error}
            </fieldset>
          );
        }
        return (
          <div key={field.id} className="personalization__field">
            <label htmlFor={id}>{label}</label>
            {field.typeCode === "TEXTAREA" ? (
              <textarea id={id} name={name} rows={3} required={field.isRequired} defaultValue={typed[name]?.[0]} aria-invalid={invalid || undefined} aria-describedby={errorId} />
            ) : field.typeCode === "SELECT" ? (
              <select id={id} name={optionName} required={field.isRequired} defaultValue={chosen[0] ?? ""} aria-invalid={invalid || undefined} aria-describedby={errorId}>
                <option value="">{t("personalization.choose")}</option>
                {field.options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            ) : (
              <input id={id} name={name} type="text" required={field.isRequired} defaultValue={typed[name]?.[0]} aria-invalid={invalid || undefined} aria-describedby={errorId} />
            )}
            {field.description ? <p className="personalization__help">{field.description}</p> : null}
            {error}
          </div>
        );
      })}
    </fieldset>
  );
}
