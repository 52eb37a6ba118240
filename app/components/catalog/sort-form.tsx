// The sort select: a GET form that carries the current filters along. With JavaScript it submits on change;
// without, a Sort button submits it.
import { Form, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/utils/use-hydrated";

interface SortFormProps {
  sorts: readonly string[];
  current: string;
  /** Current query parameters except sort and page. */
  keep: [string, string][];
}

export function SortForm({ sorts, current, keep }: SortFormProps) {
  const { t } = useTranslation("catalog");
  const hydrated = useHydrated();
  const submit = useSubmit();
  return (
    <Form method="get" className="sort-form" preventScrollReset>
      {keep.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label className="sort-form__label">
        <span>{t("sort.label")}</span>
        <select
          // Uncontrolled: re-mounted when the URL's sort changes (back button).
          key={current}
          name="sort"
          defaultValue={current}
          onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true, replace: true })}
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      {!hydrated ? (
        <button type="submit" className="button button--ghost button--small" data-no-js-only>
          {t("sort.submit")}
        </button>
      ) : null}
    </Form>
  );
}
