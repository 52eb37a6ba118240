// A list page's table: columns declared once (header and cell), a caption for screen readers, the total, and an
// empty state that says whether the list is empty or only the filters found nothing. Wide tables scroll inside
// their box so the page itself never scrolls sideways on a tablet.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Keeps the column narrow and on one line (dates, ids). */
  nowrap?: boolean;
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  filtered,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  total: number;
  filtered: boolean;
}) {
  const { t } = useTranslation("admin");
  if (!rows.length) {
    return (
      <p className="admin-empty" role="status">
        {filtered ? t("list.emptyFiltered") : t("list.empty")}
      </p>
    );
  }
  return (
    <div className="admin-table">
      <p className="admin-table__total" role="status">
        {t("list.total", { count: total })}
      </p>
      <div className="admin-table__scroll">
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.nowrap ? "admin-table__nowrap" : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
