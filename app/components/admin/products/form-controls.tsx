// Admin form controls beside AdminField (text inputs): a select, a text area and a checkbox, each labelled and with
// its error tied to it, in the same look (the product form first; the settings pages use the select too).
import { useId, type ReactNode, type SelectHTMLAttributes } from "react";
import { describedBy, FieldNotes } from "~/components/admin/field-notes";
import { AdminTextArea } from "~/components/admin/admin-textarea";

export function AdminSelect({
  label,
  hint,
  error,
  options,
  empty,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { name: string; label: string; hint?: string; error?: string; options: readonly { id: number | string; name: string }[]; empty?: string }) {
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
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The product form's text areas span the form's row. */
export const AdminTextarea = (props: Parameters<typeof AdminTextArea>[0]) => <AdminTextArea wide {...props} />;

export function AdminCheck({ name, label, defaultChecked }: { name: string; label: ReactNode; defaultChecked: boolean }) {
  return (
    <label className="product-check">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} /> {label}
    </label>
  );
}
