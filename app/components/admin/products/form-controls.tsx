// The product form's other controls beside AdminField (text inputs): a select, a text area and a checkbox, each
// labelled and with its error tied to it, in the same look.
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

function Message({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
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
    </>
  );
}

const describedBy = (id: string, hint?: string, error?: string) => [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

export function AdminSelect({
  label,
  hint,
  error,
  options,
  empty,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { name: string; label: string; hint?: string; error?: string; options: readonly { id: number; name: string }[]; empty?: string }) {
  const id = useId();
  return (
    <div className={`admin-field${error ? " admin-field--invalid" : ""}`}>
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      <select id={id} className="admin-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...select}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <Message id={id} hint={hint} error={error} />
    </div>
  );
}

export function AdminTextarea({ label, hint, error, ...area }: TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string; label: string; hint?: string; error?: string }) {
  const id = useId();
  return (
    <div className={`admin-field admin-field--wide${error ? " admin-field--invalid" : ""}`}>
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      <textarea id={id} className="admin-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...area} />
      <Message id={id} hint={hint} error={error} />
    </div>
  );
}

export function AdminCheck({ name, label, defaultChecked }: { name: string; label: ReactNode; defaultChecked: boolean }) {
  return (
    <label className="product-check">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} /> {label}
    </label>
  );
}
