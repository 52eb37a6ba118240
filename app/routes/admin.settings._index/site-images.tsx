// The logo and favicon on the site settings page: each shows the current picture (or says the default is used), a
// file field to upload a new one and a button to remove it. Plain multipart forms to /admin/settings/images, outside
// the settings form (forms do not nest), so they work without JavaScript.
import { Form } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { adminPaths } from "~/domain/admin-paths";

const PICTURES = [
  { kind: "LOGO", code: "logo", accept: "image/png,image/jpeg,image/webp,image/svg+xml" },
  { kind: "FAVICON", code: "favicon", accept: "image/x-icon,image/vnd.microsoft.icon,image/png,.ico" },
] as const;

function PictureForm({ kind, code, accept, current }: (typeof PICTURES)[number] & { current: string }) {
  const { t } = useTranslation("admin");
  const id = useId();
  return (
    <div className="admin-site-image" data-kind={code}>
      <h3 id={`${id}-title`}>{t(`siteImages.${code}.title`)}</h3>
      {current ? (
        <img src={current} alt={t(`siteImages.${code}.current`)} className="admin-site-image__preview" />
      ) : (
        <p className="admin-muted">{t("siteImages.default")}</p>
      )}
      <Form method="post" action={adminPaths.settingsImages} encType="multipart/form-data" className="admin-form" aria-labelledby={`${id}-title`}>
        <input type="hidden" name="kind" value={kind} />
        <div className="admin-field">
          <label htmlFor={id} className="admin-field__label">
            {t(`siteImages.${code}.file`)}
          </label>
          <input id={id} type="file" name="image" accept={accept} required className="admin-input" aria-describedby={`${id}-hint`} />
          <small id={`${id}-hint`} className="admin-field__hint">
            {t(`siteImages.${code}.hint`)}
          </small>
        </div>
        <button type="submit" name="intent" value="upload" className="admin-button">
          {t(`siteImages.${code}.upload`)}
        </button>
      </Form>
      {current ? (
        <Form method="post" action={adminPaths.settingsImages} encType="multipart/form-data">
          <input type="hidden" name="kind" value={kind} />
          <button type="submit" name="intent" value="remove" className="admin-button admin-button--danger">
            {t(`siteImages.${code}.remove`)}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

export function SiteImages({ values }: { values: Record<string, string> }) {
  const { t } = useTranslation("admin");
  return (
    <section className="admin-card" id="site-images" aria-labelledby="site-images-title">
      <h2 id="site-images-title">{t("siteImages.title")}</h2>
      <div className="admin-grid">
        {PICTURES.map((picture) => (
          <PictureForm key={picture.kind} {...picture} current={values[picture.code] ?? ""} />
        ))}
      </div>
    </section>
  );
}
