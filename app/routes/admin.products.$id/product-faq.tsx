// The product page's FAQ section: the product's questions by language, each a small form (language, question,
// answer, place) with save and a delete that asks first, and one empty form to add a question. Plain posts to the
// product page (intents `faq` and `faqDelete`); a refused one comes back with its text kept and the reason shown.
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminField } from "~/components/admin/admin-field";
import { AdminTextArea } from "~/components/admin/admin-textarea";
import { ConfirmButton } from "~/components/admin/form-guards";
import { LOCALES } from "~/utils/locale";

export interface FaqItem {
  id: number;
  language: string;
  question: string;
  answer: string;
  sort: number;
}

export interface FaqFailure {
  /** The refused form's question id; 0 for the new one. */
  faqId: number;
  values: Record<string, string>;
  errors: Record<string, string>;
}

function FaqForm({ item, failure }: { item: FaqItem | null; failure: FaqFailure | null }) {
  const { t } = useTranslation("admin");
  const values = failure?.values ?? (item ? { language: item.language, question: item.question, answer: item.answer, sort: String(item.sort) } : { language: "tr", question: "", answer: "", sort: "" });
  const errors = failure?.errors ?? {};
  const language = values.language || "tr";
  return (
    <Form method="post" className="admin-form admin-fieldset product-faq__item" aria-label={item ? item.question : t("productFaq.add")}>
      <input type="hidden" name="faqId" value={item?.id ?? ""} />
      {!item ? <h3 className="admin-field__label">{t("productFaq.add")}</h3> : null}
      {errors.form ? (
        <p role="alert" className="admin-alert">
          {errors.form}
        </p>
      ) : null}
      <div className="admin-grid">
        <div className="admin-field">
          <label className="admin-field__label" htmlFor={`faq-language-${item?.id ?? "new"}`}>
            {t("productFaq.language")}
          </label>
          <select id={`faq-language-${item?.id ?? "new"}`} name="language" defaultValue={language} className="admin-input">
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {t(`blog.language.${code}`)}
              </option>
            ))}
          </select>
        </div>
        <AdminField name="sort" label={t("productFaq.sort")} hint={t("productFaq.sortHint")} defaultValue={values.sort} error={errors.sort} inputMode="numeric" dir="ltr" />
      </div>
      <AdminField name="question" label={t("productFaq.question")} defaultValue={values.question} error={errors.question} required maxLength={2000} lang={language} dir={language === "ar" ? "rtl" : "ltr"} />
      <AdminTextArea name="answer" label={t("productFaq.answer")} defaultValue={values.answer} error={errors.answer} required rows={3} maxLength={20000} lang={language} dir={language === "ar" ? "rtl" : "ltr"} />
      <div className="admin-actions">
        <button type="submit" name="intent" value="faq" className="admin-button admin-button--primary">
          {item ? t("productFaq.save") : t("productFaq.add")}
        </button>
        {item ? (
          <ConfirmButton name="intent" value="faqDelete" formNoValidate className="admin-button admin-button--danger" question={t("form.confirmDelete")}>
            {t("productFaq.delete")}
          </ConfirmButton>
        ) : null}
      </div>
    </Form>
  );
}

export function ProductFaq({ items, failure }: { items: readonly FaqItem[]; failure: FaqFailure | null }) {
  const { t } = useTranslation("admin");
  const mine = (id: number) => (failure && failure.faqId === id ? failure : null);
  return (
    <>
      <p className="admin-muted">{t("productFaq.intro")}</p>
      {LOCALES.map((language) => {
        const own = items.filter((item) => item.language === language);
        return own.length ? (
          <section key={language} lang={language} dir={language === "ar" ? "rtl" : "ltr"}>
            <h3 className="admin-subtitle">{t(`blog.language.${language}`)}</h3>
            {own.map((item) => (
              <FaqForm key={item.id} item={item} failure={mine(item.id)} />
            ))}
          </section>
        ) : null;
      })}
      {/* Keyed by the count: after a question is added the empty form starts empty again (with JavaScript too). */}
      <FaqForm key={`new-${items.length}`} item={null} failure={mine(0)} />
    </>
  );
}
