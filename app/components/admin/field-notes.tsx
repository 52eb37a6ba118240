// What every labelled control of an admin form shows under it — its hint and its error — and the aria-describedby
// that ties both to the control, so a screen reader reads the message with the field. One piece for every control
// (inputs, text areas, selects, checkboxes).
export const describedBy = (id: string, hint?: string, error?: string) => [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
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
