// A password input with a show/hide toggle. The toggle needs JavaScript, so it appears only once the page is
// hydrated; without it the field is a plain password input.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "~/components/checkout/form-field";
import { useHydrated } from "~/utils/use-hydrated";

interface PasswordFieldProps {
  name: string;
  idPrefix: string;
  label: string;
  error?: string;
  hint?: string;
  autoComplete: "current-password" | "new-password";
}

export function PasswordField({ name, idPrefix, label, error, hint, autoComplete }: PasswordFieldProps) {
  const { t } = useTranslation("account");
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  return (
    <FormField
      name={name}
      idPrefix={idPrefix}
      label={label}
      error={error}
      hint={hint}
      control={(a11y) => (
        <span className="password-field">
          <input {...a11y} type={shown ? "text" : "password"} autoComplete={autoComplete} maxLength={128} dir="ltr" />
          {hydrated ? (
            <button type="button" className="password-field__toggle" aria-controls={a11y.id} aria-pressed={shown} onClick={() => setShown((value) => !value)}>
              {shown ? t("login.hidePassword") : t("login.showPassword")}
            </button>
          ) : null}
        </span>
      )}
    />
  );
}
