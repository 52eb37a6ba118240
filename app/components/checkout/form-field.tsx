// A labelled input with its translated error (FormError field messages come from the server in the page
// language). The error is tied to the input with aria-describedby and aria-invalid.
import type { InputHTMLAttributes, ReactNode } from "react";

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  name: string;
  label: string;
  error?: string;
  /** Form-unique prefix so two forms on one page get distinct ids. */
  idPrefix: string;
  hint?: string;
  /** A control other than a text input (a select), given the id and ARIA attributes to carry. */
  control?: (a11y: ControlA11y) => ReactNode;
}

export interface ControlA11y {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export function FormField({ name, label, error, idPrefix, hint, className, control, ...input }: FieldProps) {
  const id = `${idPrefix}-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const a11y: ControlA11y = { id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      {control ? control({ ...a11y }) : <input {...a11y} {...input} />}
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
