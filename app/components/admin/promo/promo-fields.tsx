// Form pieces the campaign and coupon forms share besides AdminField: a select, a checkbox, a text area, a state
// badge and the form's summary of problems. Each ties its error to the control (aria-describedby), as AdminField does.
import { useId, type ReactNode, type SelectHTMLAttributes } from "react";
import { describedBy, FieldNotes } from "~/components/admin/field-notes";
import { AdminTextArea } from "~/components/admin/admin-textarea";

export function SelectField({
  label,
  hint,
  error,
  options,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { name: string; label: string; hint?: string; error?: string; options: readonly { value: string; label: string }[] }) {
  const id = useId();
  return (
    <div className={`admin-field${error ? " admin-field--invalid" : ""}`}>
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      <select id={id} className="admin-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export function CheckField({ label, hint, name, defaultChecked }: { label: string; hint?: string; name: string; defaultChecked: boolean }) {
  const id = useId();
  return (
    <div className="admin-field promo-check">
      <label htmlFor={id}>
        <input id={id} type="checkbox" name={name} value="on" defaultChecked={defaultChecked} aria-describedby={describedBy(id, hint)} /> {label}
      </label>
      <FieldNotes id={id} hint={hint} />
    </div>
  );
}

export const TextAreaField = AdminTextArea;

/** A fieldset with a legend, laid out as a grid of fields. */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="promo-group">
      <legend>{legend}</legend>
      <div className="promo-group__fields">{children}</div>
    </fieldset>
  );
}

/** The form's general message, read out when it appears. */
export function FormProblems({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p className="promo-problems" role="alert">
      {message}
    </p>
  );
}

/** A record's state as a coloured label (the colour only repeats what the text says). */
export function StateBadge({ state, label }: { state: string; label: string }) {
  return <span className={`promo-badge promo-badge--${state.toLowerCase()}`}>{label}</span>;
}
