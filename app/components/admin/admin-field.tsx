// One labelled input of an admin form, with its hint and its error tied to it (aria-describedby), so a screen
// reader reads the message with the field.
import { useId, type InputHTMLAttributes } from "react";
import { describedBy, FieldNotes } from "./field-notes";

export function AdminField({ label, hint, error, ...input }: InputHTMLAttributes<HTMLInputElement> & { name: string; label: string; hint?: string; error?: string }) {
  const id = useId();
  return (
    <div className={`admin-field${error ? " admin-field--invalid" : ""}`}>
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      <input id={id} className="admin-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A stored secret (a password, a token): never shown back, so the field says whether one is stored, and leaving it
 * empty keeps it.
 */
export function SecretField({
  isSet,
  texts,
  ...field
}: { name: string; label: string; maxLength: number; error?: string; isSet: boolean; texts: { set: string; keep: string; notSet: string } }) {
  return <AdminField type="password" autoComplete="new-password" dir="ltr" placeholder={isSet ? texts.set : undefined} hint={isSet ? texts.keep : texts.notSet} {...field} />;
}
