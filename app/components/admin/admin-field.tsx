// One labelled input of an admin form, with its hint and its error tied to it (aria-describedby), so a screen
// reader reads the message with the field.
import { useId, type InputHTMLAttributes } from "react";

export function AdminField({ label, hint, error, ...input }: InputHTMLAttributes<HTMLInputElement> & { name: string; label: string; hint?: string; error?: string }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`admin-field${error ? " admin-field--invalid" : ""}`}>
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      <input id={id} className="admin-input" aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
