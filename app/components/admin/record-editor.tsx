// The form of any admin record editor (see app/domain/record-form.ts): fields drawn from their description, each
// with its label, hint and error; a save button; for a stored record a delete that asks first. A plain post, so it
// works without JavaScript; with it, leaving with unsaved changes asks first.
import { Form, Link } from "@remix-run/react";
import { Fragment, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CHECKED, type RecordField, type RecordValues } from "~/domain/record-form";
import { ConfirmButton, useUnsavedChangesWarning } from "./form-guards";

function FieldInput({ field, value, error }: { field: RecordField; value: string; error?: string }) {
  const id = useId();
  const described = error ? `${id}-error` : field.hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name: field.name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    required: field.required,
    lang: field.lang,
    dir: field.ltr ? "ltr" : field.lang === "ar" ? "rtl" : undefined,
  } as const;
  const kind = field.kind ?? "text";
  const input =
    kind === "checkbox" ? (
      <input type="checkbox" {...common} defaultChecked={value === CHECKED} className="admin-check" />
    ) : kind === "textarea" ? (
      <textarea {...common} defaultValue={value} rows={Math.min(Math.max(4, value.split("\n").length + 1), 20)} className="admin-input" />
    ) : kind === "select" ? (
      <select {...common} defaultValue={value} className="admin-input">
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ) : (
      <input
        {...common}
        type="text"
        inputMode={kind === "number" ? "decimal" : undefined}
        defaultValue={value}
        className="admin-input"
        placeholder={kind === "colour" ? "#aabbcc" : undefined}
      />
    );
  return (
    <div className={`admin-field${kind === "checkbox" ? " admin-field--check" : ""}${error ? " admin-field--invalid" : ""}`}>
      <label htmlFor={id} className="admin-field__label">
        {field.label}
      </label>
      {input}
      {field.hint && !error ? (
        <p id={`${id}-hint`} className="admin-field__hint">
          {field.hint}
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

export interface RecordEditorProps {
  heading: string;
  fields: readonly RecordField[];
  values: RecordValues;
  errors?: Record<string, string>;
  /** The form's general message (what kind of problem it has, or why a delete was refused). */
  message?: string | null;
  /** The stored record's id; null for a new one. */
  id: number | null;
  /** Where "cancel" goes (the list without the editor). */
  closeHref: string;
  /** Shown under the fields (a category's move form). */
  extra?: ReactNode;
  /** False for records that cannot be deleted (languages, currencies). */
  deletable?: boolean;
}

export function RecordEditor({ heading, fields, values, errors = {}, message, id, closeHref, extra, deletable = true }: RecordEditorProps) {
  const { t } = useTranslation("admin");
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesWarning(dirty, t("form.unsaved"));
  const groups = [...new Set(fields.map((f) => f.group ?? ""))];
  return (
    <section className="admin-card admin-editor" aria-labelledby="record-editor-heading">
      <h2 id="record-editor-heading" className="admin-subtitle">
        {heading}
      </h2>
      {message ? (
        <p className="admin-alert" role="alert">
          {message}
        </p>
      ) : null}
      <Form method="post" className="admin-form" onChange={() => setDirty(true)} onSubmit={() => setDirty(false)}>
        <input type="hidden" name="intent" value="save" />
        {id !== null ? <input type="hidden" name="id" value={id} /> : null}
        {groups.map((group) => {
          const own = fields.filter((f) => (f.group ?? "") === group);
          const inputs = own.map((field) => <FieldInput key={field.name} field={field} value={values[field.name] ?? ""} error={errors[field.name]} />);
          return group ? (
            <fieldset key={group} className="admin-fieldset">
              <legend>{group}</legend>
              {inputs}
            </fieldset>
          ) : (
            <Fragment key="">{inputs}</Fragment>
          );
        })}
        <div className="admin-form__actions">
          <button type="submit" className="admin-button admin-button--primary">
            {t("taxonomy.save")}
          </button>
          <Link to={closeHref} className="admin-button">
            {t("taxonomy.cancel")}
          </Link>
        </div>
      </Form>
      {extra}
      {id !== null && deletable ? (
        <Form method="post" className="admin-form admin-form--inline">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={id} />
          <ConfirmButton question={t("form.confirmDelete")} className="admin-button admin-button--danger">
            {t("taxonomy.delete")}
          </ConfirmButton>
        </Form>
      ) : null}
    </section>
  );
}
