// A blog post's form: category, published flag and date, the cover picture (shown, replaced by an upload, or
// removed), and for each language the title, seo link, summary, seo texts and body. A multipart post (for the
// picture) that works without JavaScript; a refused value comes back at its field with everything typed kept.
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminField } from "~/components/admin/admin-field";
import { AdminTextArea } from "~/components/admin/admin-textarea";
import { ConfirmButton } from "~/components/admin/form-guards";
import { useDirtyForm } from "~/components/admin/use-dirty-form";
import { LOCALES } from "~/utils/locale";

export const POST_TEXT_FIELDS = ["title", "seoLink", "summary", "seoTitle", "seoDescription", "content"] as const;
export const POST_FIELDS = ["categoryId", "isPublished", "publishedAt", "publishedAtWas", "image", "removeImage", ...LOCALES.flatMap((l) => POST_TEXT_FIELDS.map((f) => `${l}.${f}`))];

export interface BlogPostFormProps {
  id: number | null;
  values: Record<string, string>;
  errors: Record<string, string>;
  categories: readonly { id: number; name: string }[];
}

export function BlogPostForm({ id, values, errors, categories }: BlogPostFormProps) {
  const { t } = useTranslation("admin");
  const guard = useDirtyForm();
  const field = (name: string) => ({ name, defaultValue: values[name] ?? "", error: errors[name] });
  return (
    <Form method="post" encType="multipart/form-data" className="admin-form" onChange={guard.onChange} onSubmit={guard.onSubmit}>
      {errors.form ? (
        <p role="alert" className="admin-alert">
          {errors.form}
        </p>
      ) : null}
      <fieldset className="admin-fieldset">
        <legend>{t("blog.post")}</legend>
        <div className="admin-grid">
          <div className="admin-field">
            <label className="admin-field__label" htmlFor="blog-category">
              {t("blog.field.category")}
            </label>
            <select id="blog-category" name="categoryId" className="admin-input" defaultValue={values.categoryId} aria-invalid={errors.categoryId ? true : undefined}>
              <option value="">{t("blog.noCategory")}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            {errors.categoryId ? <p className="admin-field__error">{errors.categoryId}</p> : null}
          </div>
          <AdminField {...field("publishedAt")} type="date" label={t("blog.field.publishedAt")} hint={t("blog.hint.publishedAt")} dir="ltr" />
        </div>
        <input type="hidden" name="publishedAtWas" value={values.publishedAtWas ?? ""} />
        <label className="admin-check">
          <input type="checkbox" name="isPublished" defaultChecked={values.isPublished === "on"} />
          {t("blog.field.isPublished")}
        </label>
        <input type="hidden" name="image" value={values.image ?? ""} />
        {values.image ? (
          <>
            <img src={values.image} alt="" className="admin-blog-cover" width={384} />
            <label className="admin-check">
              <input type="checkbox" name="removeImage" defaultChecked={values.removeImage === "on"} />
              {t("blog.field.removeImage")}
            </label>
          </>
        ) : null}
        <AdminField name="cover" type="file" accept="image/jpeg,image/png,image/webp,image/gif" label={t("blog.field.image")} hint={t("blog.hint.image")} error={errors.image} />
      </fieldset>
      {LOCALES.map((language) => (
        <fieldset key={language} className="admin-fieldset" lang={language} dir={language === "ar" ? "rtl" : "ltr"}>
          <legend>{t(`blog.language.${language}`)}</legend>
          <div className="admin-grid">
            <AdminField {...field(`${language}.title`)} label={t("blog.field.title")} required={language === "tr"} maxLength={255} />
            <AdminField {...field(`${language}.seoLink`)} label={t("blog.field.seoLink")} hint={t("blog.hint.seoLink")} required={language === "tr"} maxLength={255} />
            <AdminField {...field(`${language}.seoTitle`)} label={t("blog.field.seoTitle")} maxLength={255} />
          </div>
          <AdminTextArea {...field(`${language}.summary`)} label={t("blog.field.summary")} rows={2} maxLength={2000} />
          <AdminTextArea {...field(`${language}.seoDescription`)} label={t("blog.field.seoDescription")} rows={2} maxLength={2000} />
          <AdminTextArea {...field(`${language}.content`)} label={t("blog.field.content")} hint={t("blog.hint.content")} rows={10} />
        </fieldset>
      ))}
      <div className="admin-actions">
        <button type="submit" name="intent" value="save" className="admin-button admin-button--primary">
          {t("blog.save")}
        </button>
        {id ? (
          <ConfirmButton name="intent" value="delete" formNoValidate className="admin-button admin-button--danger" question={t("form.confirmDelete")}>
            {t("blog.delete")}
          </ConfirmButton>
        ) : null}
      </div>
    </Form>
  );
}
