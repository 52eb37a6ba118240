// A labelled multi-line input of an admin form (bodies, scripts, styles), with its hint and error tied to it.
import { useId, type TextareaHTMLAttributes } from "react";

export function AdminTextArea({ label, hint, error, ...area }: TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string; label: string; hint?: string; error?: string }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`admin-field${error ? " admin-field--invalid" : ""}`}>
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      <textarea id={id} className="admin-input admin-textarea" aria-invalid={error ? true : undefined} aria-describedby={described} {...area} />
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
