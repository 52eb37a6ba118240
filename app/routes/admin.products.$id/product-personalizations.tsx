// The product's personalizations as one plain form: one block per personalization (its type, whether it is
// required, its price, its name in each language, its options one per line), a blank block to add one, and a
// "remove" tick. Options are lines "Turkish | English | Arabic | price" so the form needs no JavaScript.
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminField } from "~/components/admin/admin-field";
import { usePageLocale } from "~/utils/use-locale";
import { AdminCheck, AdminTextarea } from "~/components/admin/products/form-controls";
import { moneyField, PRODUCT_LANGUAGES } from "~/components/admin/products/product-fields";

export const PERSONALIZATION_TYPES = ["input", "textarea", "select", "checkbox", "radio"] as const;

interface Named {
  names: { language: string; name: string }[];
}

export interface PersonalizationDraft extends Named {
  id: number;
  typeCode: string;
  isRequired: boolean;
  priceMinor: number;
  options: (Named & { id: number; priceMinor: number })[];
}

const nameIn = (item: Named, language: string) => item.names.find((n) => n.language === language)?.name ?? "";

/** An option as its line: the names in tr, en, ar, then the price when it has one. */
const optionLine = (option: Named & { priceMinor: number }, pageLanguage: string) =>
  [...PRODUCT_LANGUAGES.map((language) => nameIn(option, language)), option.priceMinor ? moneyField(option.priceMinor, pageLanguage) : ""].join(" | ").replace(/( \| )+$/, "");

function Block({ index, item }: { index: number; item: PersonalizationDraft | null }) {
  const { t } = useTranslation("admin");
  const pageLanguage = usePageLocale();
  const name = (field: string) => `pers.${index}.${field}`;
  return (
    <fieldset className="product-language">
      <legend>{item ? PRODUCT_LANGUAGES.map((l) => nameIn(item, l)).find(Boolean) : t("products.newPersonalization")}</legend>
      {item ? <input type="hidden" name={name("id")} value={item.id} /> : null}
      <div className="product-grid">
        <label className="admin-field">
          <span className="admin-field__label">{t("products.personalizationType")}</span>
          <select name={name("typeCode")} defaultValue={item?.typeCode ?? "input"} className="admin-input">
            {PERSONALIZATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`products.type_${type}`)}
              </option>
            ))}
          </select>
        </label>
        {PRODUCT_LANGUAGES.map((language) => (
          <AdminField key={language} name={name(language)} label={`${t("products.name")} (${t(`products.language_${language}`)})`} defaultValue={item ? nameIn(item, language) : ""} maxLength={255} lang={language} dir={language === "ar" ? "rtl" : "ltr"} />
        ))}
        <AdminField name={name("price")} label={t("products.price")} defaultValue={item?.priceMinor ? moneyField(item.priceMinor, pageLanguage) : ""} inputMode="decimal" dir="ltr" hint={t("products.priceFreeHint")} />
      </div>
      <AdminTextarea name={name("options")} label={t("products.options")} hint={t("products.optionsHint")} defaultValue={item?.options.map((option) => optionLine(option, pageLanguage)).join("\n") ?? ""} rows={3} />
      <AdminCheck name={name("isRequired")} label={t("products.required")} defaultChecked={item?.isRequired ?? false} />
      {item ? <AdminCheck name={name("remove")} label={t("products.remove")} defaultChecked={false} /> : null}
    </fieldset>
  );
}

export function ProductPersonalizations({ items, error }: { items: PersonalizationDraft[]; error?: string }) {
  const { t } = useTranslation("admin");
  return (
    <Form method="post" className="product-images">
      <input type="hidden" name="intent" value="personalizations" />
      {error ? (
        <p className="admin-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {items.map((item, index) => (
        <Block key={item.id} index={index} item={item} />
      ))}
      <Block index={items.length} item={null} />
      <button type="submit" className="admin-button admin-button--primary">
        {t("products.savePersonalizations")}
      </button>
    </Form>
  );
}
