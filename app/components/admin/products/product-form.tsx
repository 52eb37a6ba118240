// The product's own fields in three sections — general, prices and stock, languages (tr, en, ar with SEO) — as one
// plain form: it posts without JavaScript; with it, leaving with unsaved changes asks first. Messages from the
// server appear beside the field they are about.
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AdminField } from "~/components/admin/admin-field";
import { useUnsavedChangesWarning } from "~/components/admin/form-guards";
import { usePageLocale } from "~/utils/use-locale";
import { AdminCheck, AdminSelect, AdminTextarea } from "./form-controls";
import { moneyField, PRODUCT_LANGUAGES } from "./product-fields";
import type { FieldMessages } from "./product-form.server";

export interface Choice {
  id: number;
  name: string;
}

export interface ProductChoices {
  categories: Choice[];
  brands: Choice[];
  models: Choice[];
  suppliers: Choice[];
  currencies: Choice[];
  properties: (Choice & { values: Choice[] })[];
}

export interface ProductTranslationDraft {
  language: string;
  title: string;
  seoLink: string;
  seoTitle: string;
  seoDescription: string;
  seoKeyword: string;
  shortDescription: string;
  description: string;
}

/** The product's fields as the form shows them (a new product: none). */
export interface ProductDraft {
  name: string;
  modelId?: number | null;
  barcode: string;
  categoryId?: number | null;
  brandId?: number | null;
  supplierId?: number | null;
  currencyId: number;
  vatRate: number;
  cashPriceMinor: number;
  buyingPriceMinor: number;
  sellingPriceMinor: number;
  discountedPriceMinor?: number | null;
  stockUnit: string;
  stockAmount: number;
  supplierProductCode: string;
  width: number;
  height: number;
  depth: number;
  weight: number;
  desi: number;
  isNew: boolean;
  isPromotional: boolean;
  isVendor: boolean;
  freeCargo: boolean;
  isActive: boolean;
  sort: number;
  searchWords: string;
  memberMinOrder?: number | null;
  memberMaxOrder?: number | null;
  translations: ProductTranslationDraft[];
}

const idText = (id: number | null | undefined) => (id ? String(id) : "");

/**
 * `values`: what was posted when the server refused it, shown again so nothing typed is lost (without JavaScript the
 * page is drawn anew).
 */
export function ProductForm({
  product,
  choices,
  errors,
  values,
  submitLabel,
}: {
  product: ProductDraft | null;
  choices: ProductChoices;
  errors: FieldMessages;
  values?: Record<string, string>;
  submitLabel: string;
}) {
  const { t } = useTranslation("admin");
  const language = usePageLocale();
  const [dirty, setDirty] = useState(false);
  const navigation = useNavigation();
  useUnsavedChangesWarning(dirty && navigation.state === "idle", t("form.unsaved"));
  const p = product;
  const shown = (name: string, value: string | number | null | undefined) => values?.[name] ?? String(value ?? "");
  const checked = (name: string, value: boolean) => (values ? values[name] === "on" : value);
  const field = (name: string, label: string, value: string | number, extra: Record<string, unknown> = {}) => (
    <AdminField name={name} label={t(`products.${label}`)} defaultValue={shown(name, value)} error={errors[name]} {...extra} />
  );
  const money = (name: "cashPriceMinor" | "buyingPriceMinor" | "sellingPriceMinor" | "discountedPriceMinor", label: string, extra: Record<string, unknown> = {}) =>
    field(name, label, moneyField(p ? p[name] : null, language), { inputMode: "decimal", dir: "ltr", ...extra });
  const select = (name: "modelId" | "categoryId" | "brandId" | "supplierId", label: string, options: Choice[], required = false) => (
    <AdminSelect name={name} label={t(`products.${label}`)} options={options} defaultValue={shown(name, idText(p?.[name]))} empty={required ? "" : t("products.none")} required={required} error={errors[name]} />
  );
  return (
    <Form method="post" className="product-form" onChange={() => setDirty(true)} onSubmit={() => setDirty(false)} noValidate>
      <input type="hidden" name="intent" value="save" />
      {Object.keys(errors).length ? (
        <p className="admin-field__error" role="alert">
          {t("products.fixErrors")}
        </p>
      ) : null}
      <section className="admin-card product-section" aria-labelledby="product-general">
        <h2 id="product-general">{t("products.general")}</h2>
        <div className="product-grid">
          {field("name", "name", p?.name ?? "", { required: true, maxLength: 255 })}
          {select("categoryId", "category", choices.categories, true)}
          {select("brandId", "brand", choices.brands)}
          {select("modelId", "model", choices.models)}
          {select("supplierId", "supplier", choices.suppliers)}
          {field("barcode", "barcode", p?.barcode ?? "", { maxLength: 64, dir: "ltr" })}
          {field("supplierProductCode", "supplierCode", p?.supplierProductCode ?? "", { maxLength: 64, dir: "ltr" })}
          {field("sort", "sort", p?.sort ?? 0, { inputMode: "numeric", dir: "ltr" })}
        </div>
        <fieldset className="product-flags">
          <legend>{t("products.flags")}</legend>
          <AdminCheck name="isActive" label={t("products.isActive")} defaultChecked={checked("isActive", p?.isActive ?? true)} />
          <AdminCheck name="isNew" label={t("products.isNew")} defaultChecked={checked("isNew", p?.isNew ?? false)} />
          <AdminCheck name="isPromotional" label={t("products.isPromotional")} defaultChecked={checked("isPromotional", p?.isPromotional ?? false)} />
          <AdminCheck name="isVendor" label={t("products.isVendor")} defaultChecked={checked("isVendor", p?.isVendor ?? false)} />
          <AdminCheck name="freeCargo" label={t("products.freeCargo")} defaultChecked={checked("freeCargo", p?.freeCargo ?? false)} />
        </fieldset>
        <AdminTextarea name="searchWords" label={t("products.searchWords")} hint={t("products.searchWordsHint")} defaultValue={shown("searchWords", p?.searchWords)} rows={2} maxLength={5000} error={errors.searchWords} />
      </section>

      <section className="admin-card product-section" aria-labelledby="product-prices">
        <h2 id="product-prices">{t("products.pricesStock")}</h2>
        <div className="product-grid">
          <AdminSelect name="currencyId" label={t("products.currency")} options={choices.currencies} defaultValue={shown("currencyId", idText(p?.currencyId))} error={errors.currencyId} />
          {field("vatRate", "vat", p?.vatRate ?? 20, { inputMode: "numeric", dir: "ltr" })}
          {money("sellingPriceMinor", "sellingPrice", { required: true })}
          {money("discountedPriceMinor", "discountedPrice", { hint: t("products.discountHint") })}
          {money("cashPriceMinor", "cashPrice")}
          {money("buyingPriceMinor", "buyingPrice")}
          {field("stockAmount", "stockAmount", p?.stockAmount ?? 0, { inputMode: "numeric", dir: "ltr" })}
          {field("stockUnit", "stockUnit", p?.stockUnit ?? "adet", { maxLength: 16 })}
          {field("memberMinOrder", "minOrder", p?.memberMinOrder ?? "", { inputMode: "numeric", dir: "ltr", hint: t("products.limitHint") })}
          {field("memberMaxOrder", "maxOrder", p?.memberMaxOrder ?? "", { inputMode: "numeric", dir: "ltr", hint: t("products.limitHint") })}
          {(["width", "height", "depth", "weight", "desi"] as const).map((name) => (
            <div key={name}>{field(name, name, p?.[name] ?? 0, { inputMode: "decimal", dir: "ltr" })}</div>
          ))}
        </div>
      </section>

      <section className="admin-card product-section" aria-labelledby="product-languages">
        <h2 id="product-languages">{t("products.languages")}</h2>
        {PRODUCT_LANGUAGES.map((language) => {
          const tr = p?.translations.find((x) => x.language === language);
          const name = (key: string) => `${language}.${key}`;
          const dir = language === "ar" ? "rtl" : "ltr";
          const input = (key: keyof ProductTranslationDraft, label: string, extra: Record<string, unknown> = {}) => (
            <AdminField name={name(key)} label={t(`products.${label}`)} defaultValue={shown(name(key), tr?.[key])} error={errors[name(key)]} lang={language} dir={dir} maxLength={255} {...extra} />
          );
          return (
            <fieldset key={language} className="product-language" lang={language}>
              <legend>{t(`products.language_${language}`)}</legend>
              {language !== "tr" ? <p className="admin-field__hint">{t("products.optionalLanguage")}</p> : null}
              <div className="product-grid">
                {input("title", "productTitle", { required: language === "tr" })}
                {input("seoLink", "seoLink", { hint: t("products.seoLinkHint"), dir: language === "ar" ? "rtl" : "ltr" })}
                {input("seoTitle", "seoTitle")}
                {input("seoKeyword", "seoKeyword")}
              </div>
              <AdminTextarea name={name("seoDescription")} label={t("products.seoDescription")} defaultValue={shown(name("seoDescription"), tr?.seoDescription)} rows={2} maxLength={5000} error={errors[name("seoDescription")]} dir={dir} />
              <AdminTextarea name={name("shortDescription")} label={t("products.shortDescription")} defaultValue={shown(name("shortDescription"), tr?.shortDescription)} rows={2} error={errors[name("shortDescription")]} dir={dir} />
              <AdminTextarea name={name("description")} label={t("products.description")} defaultValue={shown(name("description"), tr?.description)} rows={5} error={errors[name("description")]} dir={dir} />
            </fieldset>
          );
        })}
      </section>
      <div className="product-actions">
        <button type="submit" className="admin-button admin-button--primary">
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
