// The profile picture box of /hesabim: the picture (or the member's initials), an upload box that is a plain
// multipart form (it works without JavaScript), the size advice, and "remove". The server crops, resizes and strips
// the picture; this box only says what is advised.
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_PICTURE_PATH } from "~/domain/account-paths";
import { localizePath } from "~/utils/locale";
import { usePageLocale } from "~/utils/use-locale";

/** What the server reads (the formats it refuses are refused there too, with a message). */
const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/tiff";

export function ProfilePicture({ imageUrl, name }: { imageUrl: string | null; name: string }) {
  const { t } = useTranslation("account");
  const locale = usePageLocale();
  const navigation = useNavigation();
  const action = localizePath(ACCOUNT_PICTURE_PATH, locale);
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase(locale))
    .join("");
  return (
    <section className="checkout-card profile-picture" id="picture" aria-labelledby="picture-title">
      <h2 id="picture-title" className="checkout-card__title">
        {t("picture.title")}
      </h2>
      <div className="profile-picture__row">
        {imageUrl ? (
          <img src={imageUrl} alt={t("picture.alt")} width={96} height={96} className="profile-picture__image" />
        ) : (
          <span className="profile-picture__image profile-picture__initials" aria-hidden="true">
            {initials}
          </span>
        )}
        <div className="profile-picture__forms">
          {/* Keyed by the picture: a new one re-mounts the form, so the chosen file does not linger in the input. */}
          <Form key={imageUrl ?? "none"} method="post" action={action} encType="multipart/form-data" className="profile-picture__upload">
            <label htmlFor="picture-file" className="upload-box">
              <span className="upload-box__label">{t("picture.choose")}</span>
              <input id="picture-file" type="file" name="image" accept={ACCEPT} required aria-describedby="picture-hint" />
            </label>
            <p id="picture-hint" className="form-field__hint">
              {t("picture.hint")}
            </p>
            <button type="submit" className="button button--primary button--small" disabled={busy}>
              {t("picture.upload")}
            </button>
          </Form>
          {imageUrl ? (
            <Form method="post" action={action}>
              <button type="submit" name="intent" value="remove" className="text-link text-link--danger">
                {t("picture.remove")}
              </button>
            </Form>
          ) : null}
        </div>
      </div>
    </section>
  );
}
