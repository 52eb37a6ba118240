// The feed page's two forms: export a product feed file (language, currency), and check a supplier's XML feed
// (the file and where its items and fields are) — the check keeps it as a draft whose report the admin reads
// before applying it. Plain Remix forms; the upload is a multipart post.
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminField } from "~/components/admin/admin-field";
import { LOCALE_NAMES, LOCALES } from "~/utils/locale";

export interface ImportFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  message: string | null;
}

function Select({ name, label, options, defaultValue }: { name: string; label: string; options: { value: string; label: string }[]; defaultValue?: string }) {
  return (
    <label className="admin-field">
      <span className="admin-field__label">{label}</span>
      <select name={name} defaultValue={defaultValue} className="admin-input">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const busyWith = (navigation: ReturnType<typeof useNavigation>, intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;

export function ExportForm({ currencies }: { currencies: readonly { isoCode: string; name: string }[] }) {
  const { t } = useTranslation("admin");
  const busy = busyWith(useNavigation(), "export");
  return (
    <section className="admin-card" aria-labelledby="xml-export-title">
      <h2 id="xml-export-title">{t("xml.exportTitle")}</h2>
      <p className="admin-muted">{t("xml.exportIntro")}</p>
      <Form method="post" className="admin-form admin-form--row">
        <Select name="language" label={t("xml.language")} options={LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))} />
        <Select name="currency" label={t("xml.currency")} options={[{ value: "", label: t("xml.ownCurrency") }, ...currencies.map((c) => ({ value: c.isoCode, label: `${c.name} (${c.isoCode})` }))]} />
        <button type="submit" name="intent" value="export" className="admin-button admin-button--primary" aria-disabled={busy || undefined}>
          {busy ? t("xml.working") : t("xml.export")}
        </button>
      </Form>
    </section>
  );
}

export function ImportForm({ state }: { state: ImportFormState | null }) {
  const { t } = useTranslation("admin");
  const busy = busyWith(useNavigation(), "check");
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  return (
    <section className="admin-card" aria-labelledby="xml-import-title" id="import">
      <h2 id="xml-import-title">{t("xml.importTitle")}</h2>
      <p className="admin-muted">{t("xml.importIntro")}</p>
      {state?.message ? (
        <p className="form-alert" role="alert">
          {state.message}
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="admin-form admin-form--grid">
        <AdminField name="file" type="file" accept=".xml,text/xml,application/xml" label={t("xml.fileLabel")} hint={t("xml.fileHint")} error={errors.content} required />
        <AdminField name="itemPath" label={t("xml.itemPath")} hint={t("xml.itemPathHint")} defaultValue={values.itemPath ?? ""} error={errors.itemPath} dir="ltr" maxLength={255} required />
        <AdminField name="codeField" label={t("xml.codeField")} hint={t("xml.fieldHint")} defaultValue={values.codeField ?? ""} error={errors.codeField} dir="ltr" maxLength={64} required />
        <Select
          name="matchBy"
          label={t("xml.matchBy")}
          defaultValue={values.matchBy}
          options={[
            { value: "SUPPLIER_CODE", label: t("xml.matchSupplierCode") },
            { value: "BARCODE", label: t("xml.matchBarcode") },
          ]}
        />
        <AdminField name="priceField" label={t("xml.priceField")} hint={t("xml.priceHint")} defaultValue={values.priceField ?? ""} error={errors.priceField} dir="ltr" maxLength={64} />
        <AdminField name="stockField" label={t("xml.stockField")} hint={t("xml.stockHint")} defaultValue={values.stockField ?? ""} error={errors.stockField} dir="ltr" maxLength={64} />
        <div className="admin-form__actions">
          <button type="submit" name="intent" value="check" className="admin-button admin-button--primary" aria-disabled={busy || undefined}>
            {busy ? t("xml.working") : t("xml.check")}
          </button>
        </div>
      </Form>
    </section>
  );
}
