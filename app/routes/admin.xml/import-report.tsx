// What a supplier's feed changes (or changed): the counts, the changes with before and after, the codes the catalogue
// does not know and the items that could not be read. Shown for a draft (with its Apply button) and after an apply.
import { useTranslation } from "react-i18next";
import { useMoney } from "~/utils/use-money";

export interface ImportReport {
  items: number;
  matched: number;
  changed: number;
  unchanged: number;
  unmatched: string[];
  unmatchedTotal: number;
  problemsTotal: number;
  problems: { item: number; message: string }[];
  changes: {
    code: string;
    productId: number;
    productName: string;
    subProductCode?: string | null;
    currencyCode: string;
    priceBeforeMinor: number;
    priceAfterMinor: number;
    stockBefore: number;
    stockAfter: number;
  }[];
}

/** An old value struck through beside the new one (no arrow: it would point the wrong way in Arabic); one value when equal. */
function BeforeAfter({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation("admin");
  if (before === after) return <span>{after}</span>;
  return (
    <span className="admin-before-after">
      <del aria-label={t("xml.report.before", { value: before })}>{before}</del> <strong className="admin-changed">{after}</strong>
    </span>
  );
}

export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation("admin");
  const money = useMoney();
  const counts = [
    ["items", report.items],
    ["matched", report.matched],
    ["changed", report.changed],
    ["unchanged", report.unchanged],
    ["unmatched", report.unmatchedTotal],
    ["problems", report.problemsTotal],
  ] as const;
  return (
    <>
      <dl className="admin-counts">
        {counts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`xml.report.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {report.changes.length ? (
        <div className="admin-table">
          <table>
            <caption>{t("xml.report.changesCaption", { shown: report.changes.length, total: report.changed })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("xml.report.code")}</th>
                <th scope="col">{t("xml.report.product")}</th>
                <th scope="col">{t("xml.report.price")}</th>
                <th scope="col">{t("xml.report.stock")}</th>
              </tr>
            </thead>
            <tbody>
              {report.changes.map((change) => (
                <tr key={`${change.code}-${change.productId}-${change.subProductCode ?? ""}`}>
                  <td dir="ltr">{change.code}</td>
                  <td>
                    {change.productName}
                    {change.subProductCode ? <small dir="ltr"> · {change.subProductCode}</small> : null}
                  </td>
                  <td>
                    <BeforeAfter before={money(change.priceBeforeMinor, change.currencyCode)} after={money(change.priceAfterMinor, change.currencyCode)} />
                  </td>
                  <td>
                    <BeforeAfter before={String(change.stockBefore)} after={String(change.stockAfter)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="admin-empty">{t("xml.report.noChanges")}</p>
      )}
      {report.unmatched.length ? (
        <details className="admin-change">
          <summary>{t("xml.report.unmatchedList", { total: report.unmatchedTotal })}</summary>
          <p dir="ltr">{report.unmatched.join(", ")}</p>
        </details>
      ) : null}
      {report.problems.length ? (
        <details className="admin-change" open>
          <summary>{t("xml.report.problemsList", { total: report.problemsTotal })}</summary>
          <ul>
            {report.problems.map((problem) => (
              <li key={problem.item}>{t("xml.report.problem", { item: problem.item, message: problem.message })}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
