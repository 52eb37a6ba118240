// The sort select: a GET form that carries the current filters along. With JavaScript it submits on change
// (app/enhance/page-controls.ts; where React runs, through Remix in place of the history entry); without, a Sort
// button submits it.
import { Form, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { enhanceSubmitAtOnce } from "~/enhance/page-controls";
import { useEnhancer } from "~/utils/use-enhancer";
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
  const form = useEnhancer<HTMLFormElement>((element) => enhanceSubmitAtOnce(element, (sort) => submit(sort, { preventScrollReset: true, replace: true })));
  return (
    <Form ref={form} method="get" className="sort-form" preventScrollReset data-submit-at-once>
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
