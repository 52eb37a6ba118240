// Approved comments, ten per page (COMMENTS_PAGE_SIZE), with paging links that keep the rest of the URL.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { RatingStars } from "~/components/catalog/rating-stars";

interface CommentsData {
  total: number;
  page: number;
  pageSize: number;
  averageRate: number;
  items: { id: number; title: string; text: string; rate: number; customerName?: string | null; createdAt: string }[];
}

function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("yorum");
  else params.set("yorum", String(page));
  return `?${params.toString()}#comments`;
}

/** 22.11.2026: numeric and identical on server and browser (Intl output differs between ICU builds). */
function shortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

export function CommentsList({ comments, search }: { comments: CommentsData; search: string }) {
  const { t } = useTranslation("catalog");
  const pageCount = Math.max(1, Math.ceil(comments.total / comments.pageSize));
  if (!comments.items.length) return <p className="muted">{t("comments.empty")}</p>;
  return (
    <>
      <ul className="comments">
        {comments.items.map((comment) => (
          <li key={comment.id} className="comment">
            <div className="comment__head">
              <RatingStars rate={comment.rate} compact />
              {/* A shopper's own words keep their own direction (a Turkish review on an Arabic page ends on its right). */}
              <strong dir="auto">{comment.title}</strong>
            </div>
            <p dir="auto">{comment.text}</p>
            <p className="comment__meta">
              {comment.customerName ?? t("comments.anonymous")} · <time dateTime={comment.createdAt}>{shortDate(comment.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <nav className="pagination" aria-label={t("comments.paging")}>
          {comments.page > 1 ? (
            <Link to={pageHref(search, comments.page - 1)} preventScrollReset className="pagination__link">
              {t("paging.previous")}
            </Link>
          ) : null}
          <span className="pagination__status">{t("paging.status", { page: comments.page, total: pageCount })}</span>
          {comments.page < pageCount ? (
            <Link to={pageHref(search, comments.page + 1)} preventScrollReset className="pagination__link">
              {t("paging.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

export function FaqList({ items }: { items: { id: number; question: string; answer: string }[] }) {
  const { t } = useTranslation("catalog");
  if (!items.length) return <p className="muted">{t("faq.empty")}</p>;
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.id} className="faq__item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
