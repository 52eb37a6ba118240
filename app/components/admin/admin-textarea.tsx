// A labelled multi-line input of an admin form (bodies, scripts, styles), with its hint and error tied to it.
import { useId, type TextareaHTMLAttributes } from "react";
import { describedBy, FieldNotes } from "./field-notes";

/** `wide`: spans the whole row of a form grid (descriptions). */
export function AdminTextArea({ label, hint, error, wide, ...area }: TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string; label: string; hint?: string; error?: string; wide?: boolean }) {
  const id = useId();
  return (
    <div className={`admin-field${wide ? " admin-field--wide" : ""}${error ? " admin-field--invalid" : ""}`}>
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      <textarea id={id} className="admin-input admin-textarea" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...area} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
