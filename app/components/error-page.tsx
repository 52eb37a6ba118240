// The error pages of the route boundaries (root, checkout, the seo-link pages): the not-found page for a 404,
// else a generic message, the status and a way on. Never a stack trace: details stay in the server log.
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { NotFoundPage } from "~/components/not-found-page";
import { isChunkLoadError, reloadOnce } from "~/utils/chunk-reload.client";
import { localizePath } from "~/utils/locale";
import { usePageLocale } from "~/utils/use-locale";

interface ErrorTexts {
  title?: string;
  description?: string;
  /** The way on (default: the home page). */
  link?: { to: string; label: string };
}

/**
 * Refusals of a request (not a form, another site's form, too long) get their own words, ahead of a route's texts
 * for its failures: what went wrong is known. Anything else shows the route's texts or the generic ones.
 */
const STATUS_TEXTS: Record<number, string> = { 400: "badRequest", 403: "forbidden", 413: "tooLarge", 503: "unavailable" };

/** The `common` keys of a refusal's own title and description, or null for a status without words of its own. */
export function statusTextKeys(status: number): { title: string; description: string } | null {
  const known = STATUS_TEXTS[status];
  return known ? { title: `error.${known}.title`, description: `error.${known}.description` } : null;
}

export function ErrorPage({ status, title, description, link }: ErrorTexts & { status: number }) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const known = statusTextKeys(status);
  return (
    <section className="container status-page" aria-labelledby="error-title">
      <h1 id="error-title">{known ? t(known.title) : (title ?? t("error.title"))}</h1>
      <p>{known ? t(known.description) : (description ?? t("error.description"))}</p>
      <p className="status-page__code">{t("error.status", { status })}</p>
      <div className="status-page__actions">
        <Link to={link?.to ?? localizePath("/", locale)} className="button button--primary" reloadDocument>
          {link?.label ?? t("home.homepage")}
        </Link>
      </div>
    </section>
  );
}

/** The status of the error a boundary caught (500 for anything that is not a thrown response). */
export function useErrorStatus(): number {
  const error = useRouteError();
  useEffect(() => {
    // A route chunk from a previous deploy failed to load: a reload fetches the new build.
    if (isChunkLoadError(error)) reloadOnce();
  }, [error]);
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** A route's ErrorBoundary: the not-found page, or the error page with the route's own texts. */
export function RouteErrorPage(texts: ErrorTexts) {
  const status = useErrorStatus();
  if (status === 404) return <NotFoundPage />;
  return <ErrorPage status={status} {...texts} />;
}
