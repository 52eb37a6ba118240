// The feed files' table: exported feeds (open, copy the address) and supplier imports (their report), each with a
// delete button that asks first. Every action is a plain form post, so the page works without JavaScript.
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DataTable, type Column } from "~/components/admin/data-table";
import { ConfirmButton } from "~/components/admin/form-guards";
import { adminPaths } from "~/domain/admin-paths";
import { usePageLocale } from "~/utils/use-locale";
import { shopTimeFormat } from "../../../shared/shop-time";

export interface FeedFileRow {
  id: number;
  kind: "EXPORT" | "IMPORT";
  name: string;
  language?: string | null;
  currencyCode?: string | null;
  url?: string | null;
  productCount: number;
  status: "READY" | "DRAFT" | "QUEUED" | "APPLIED" | "FAILED";
  adminName?: string | null;
  createdAt: string;
}

export function FeedFiles({ files, total, origin }: { files: readonly FeedFileRow[]; total: number; origin: string }) {
  const { t } = useTranslation("admin");
  const locale = usePageLocale();
  const time = shopTimeFormat(locale, { dateStyle: "short", timeStyle: "short" });
  const columns: Column<FeedFileRow>[] = [
    { key: "when", header: t("xml.when"), nowrap: true, cell: (row) => <time dateTime={row.createdAt}>{time.format(new Date(row.createdAt))}</time> },
    {
      key: "name",
      header: t("xml.file"),
      cell: (row) =>
        row.kind === "EXPORT" && row.url ? (
          <a href={`${origin}${row.url}`} dir="ltr" className="admin-link">
            {row.name}
          </a>
        ) : (
          <Link to={`${adminPaths.xml}?file=${row.id}#report`} dir="ltr" className="admin-link">
            {row.name}
          </Link>
        ),
    },
    { key: "kind", header: t("xml.kind"), cell: (row) => t(`xml.kinds.${row.kind}`) },
    { key: "scope", header: t("xml.scope"), nowrap: true, cell: (row) => [row.language?.toUpperCase(), row.currencyCode].filter(Boolean).join(" · ") || "—" },
    { key: "count", header: t("xml.count"), nowrap: true, cell: (row) => row.productCount },
    { key: "status", header: t("xml.status"), cell: (row) => <span className={`admin-status admin-status--${row.status.toLowerCase()}`}>{t(`xml.statuses.${row.status}`)}</span> },
    { key: "who", header: t("xml.who"), cell: (row) => row.adminName ?? "—" },
    {
      key: "actions",
      header: t("xml.actions"),
      cell: (row) => (
        <Form method="post" className="admin-row-actions">
          <input type="hidden" name="id" value={row.id} />
          {row.status === "DRAFT" ? (
            <button type="submit" name="intent" value="apply" className="admin-button admin-button--primary">
              {t("xml.apply")}
            </button>
          ) : null}
          <ConfirmButton name="intent" value="delete" className="admin-button admin-button--danger" question={t("xml.deleteQuestion", { name: row.name })}>
            {t("xml.delete")}
          </ConfirmButton>
        </Form>
      ),
    },
  ];
  return <DataTable caption={t("xml.files")} columns={columns} rows={files} rowKey={(row) => row.id} total={total} filtered={false} />;
}
