// Deleting the account. The form (the password, or a confirmation box for a member who never set one) posts to the
// confirmation page /hesabim/hesabi-sil, which shows the same form on its own. On /hesabim the "delete my account"
// link opens that form in a <dialog> when JavaScript runs; without it, the link leads to the confirmation page.
import { Form, Link, useNavigation } from "@remix-run/react";
import { useRef, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_DELETE_PATH, ACCOUNT_PATH } from "~/domain/account-paths";
import { localizePath } from "~/utils/locale";
import { useHydrated } from "~/utils/use-hydrated";
import { usePageLocale } from "~/utils/use-locale";
import { PasswordField } from "./password-field";

interface DeleteAccountFormProps {
  hasPassword: boolean;
  errors?: Record<string, string>;
  message?: string | null;
  /** Closes the dialog the form is in (without one, "cancel" goes back to /hesabim). */
  onCancel?: () => void;
  idPrefix: string;
}

export function DeleteAccountForm({ hasPassword, errors = {}, message = null, onCancel, idPrefix }: DeleteAccountFormProps) {
  const { t } = useTranslation("account");
  const locale = usePageLocale();
  const navigation = useNavigation();
  const action = localizePath(ACCOUNT_DELETE_PATH, locale);
  const deleting = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <Form method="post" action={action} noValidate className="delete-account__form">
      <p>{t("delete.intro")}</p>
      {message ? (
        <p className="form-alert" role="alert">
          {message}
        </p>
      ) : null}
      {hasPassword ? (
        <PasswordField name="password" idPrefix={idPrefix} label={t("delete.password")} error={errors.password} autoComplete="current-password" />
      ) : (
        <>
          <label className="choice">
            <input type="checkbox" name="confirm" aria-invalid={errors.confirm ? true : undefined} aria-describedby={errors.confirm ? `${idPrefix}-confirm-error` : undefined} />
            {t("delete.confirm")}
          </label>
          {errors.confirm ? (
            <p id={`${idPrefix}-confirm-error`} className="form-field__error">
              {errors.confirm}
            </p>
          ) : null}
        </>
      )}
      <div className="checkout-actions">
        <button type="submit" className="button button--danger" disabled={deleting}>
          {t("delete.submit")}
        </button>
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t("delete.cancel")}
          </button>
        ) : (
          <Link to={localizePath(ACCOUNT_PATH, locale)} className="button button--ghost">
            {t("delete.cancel")}
          </Link>
        )}
      </div>
    </Form>
  );
}

/** The account page's section: the link that opens the dialog (or the confirmation page without JavaScript). */
export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation("account");
  const locale = usePageLocale();
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const open = (event: MouseEvent) => {
    if (!dialog.current?.showModal) return;
    event.preventDefault();
    dialog.current.showModal();
  };
  return (
    <section className="checkout-card delete-account" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title" className="checkout-card__title">
        {t("delete.title")}
      </h2>
      <Link to={localizePath(ACCOUNT_DELETE_PATH, locale)} className="text-link text-link--danger" onClick={hydrated ? open : undefined}>
        {t("delete.link")}
      </Link>
      {hydrated ? (
        <dialog ref={dialog} className="delete-account__dialog" aria-labelledby="delete-dialog-title">
          <h2 id="delete-dialog-title" className="checkout-card__title">
            {t("delete.title")}
          </h2>
          <DeleteAccountForm hasPassword={hasPassword} idPrefix="delete-dialog" onCancel={() => dialog.current?.close()} />
        </dialog>
      ) : null}
    </section>
  );
}
