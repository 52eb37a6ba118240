// The product's pictures: each with its place and the variant it shows (its colour, its size), saved together; a
// remove button per picture that asks first; and the upload form (multipart, so it works without JavaScript).
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConfirmButton } from "~/components/admin/form-guards";
import type { ProductChoices } from "~/components/admin/products/product-form";

export interface ImageDraft {
  id: number;
  small: string;
  medium: string;
  sort: number;
  variant1Id?: number | null;
  variant2Id?: number | null;
}

export function ProductImages({ images, choices, uploadAction, error }: { images: ImageDraft[]; choices: ProductChoices; uploadAction: string; error?: string }) {
  const { t } = useTranslation("admin");
  const values = choices.properties.flatMap((p) => p.values.map((v) => ({ id: v.id, name: `${p.name}: ${v.name}` })));
  const variantSelect = (image: ImageDraft, which: 1 | 2) => (
    <label className="admin-field">
      <span className="admin-field__label">{t(`products.variant${which}`)}</span>
      <select name={`image.${image.id}.variant${which}`} defaultValue={String((which === 1 ? image.variant1Id : image.variant2Id) ?? "")} className="admin-input">
        <option value="">{t("products.anyVariant")}</option>
        {values.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <>
      {images.length === 0 ? (
        <p className="admin-muted">{t("products.noImages")}</p>
      ) : (
        <Form method="post" className="product-images">
          <input type="hidden" name="intent" value="images" />
          <ul className="product-images__list">
            {images.map((image, index) => (
              <li key={image.id} className="product-images__item">
                <img src={image.small} alt={`${t("products.image")} ${index + 1}`} width={96} height={96} loading="lazy" />
                <label className="admin-field">
                  <span className="admin-field__label">{t("products.sort")}</span>
                  <input name={`image.${image.id}.sort`} defaultValue={String(image.sort)} inputMode="numeric" dir="ltr" className="admin-input product-number" />
                </label>
                {variantSelect(image, 1)}
                {variantSelect(image, 2)}
                <ConfirmButton name="removeImage" value={String(image.id)} className="admin-button admin-button--danger" question={t("products.confirmRemoveImage")}>
                  {t("products.removeImage")}
                </ConfirmButton>
              </li>
            ))}
          </ul>
          <button type="submit" className="admin-button admin-button--primary">
            {t("products.saveImages")}
          </button>
        </Form>
      )}
      <Form method="post" action={uploadAction} encType="multipart/form-data" className="admin-form admin-form--inline product-upload">
        <div className={`admin-field${error ? " admin-field--invalid" : ""}`}>
          <label htmlFor="product-image-file" className="admin-field__label">
            {t("products.imageFile")}
          </label>
          <input id="product-image-file" type="file" name="image" accept="image/jpeg,image/png,image/webp,image/gif" required className="admin-input" aria-describedby="product-image-hint" />
          <p id="product-image-hint" className="admin-field__hint">
            {t("products.uploadHint")}
          </p>
          {error ? (
            <p className="admin-field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="admin-button admin-button--primary">
          {t("products.upload")}
        </button>
      </Form>
    </>
  );
}
