// An admin page's error inside the admin frame (the menu stays usable): a refusal (403) says the role is missing;
// a request the page could not take (400, 413) and a record that is not there (404) say so in the admin's language,
// in the storefront's words for the same statuses; anything else is the generic message. Always the status code,
// never details: those stay in the server log.
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { statusTextKeys } from "~/components/error-page";

/** A page that is not there, in the storefront's words; the generic message for a status without words of its own. */
const NOT_FOUND = { title: "notFound.title", description: "notFound.description" };
const GENERIC = { title: "error.title", description: "error.description" };

export function AdminErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation(["admin", "common"]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403) {
    return (
      <section className="admin-card" role="alert">
        <h1 className="admin-title">{t("forbidden.title")}</h1>
        <p>{t("forbidden.text")}</p>
      </section>
    );
  }
  const texts = status === 404 ? NOT_FOUND : (statusTextKeys(status) ?? GENERIC);
  return (
    <section className="admin-card" role="alert">
      <h1 className="admin-title">{t(texts.title, { ns: "common" })}</h1>
      <p>{t(texts.description, { ns: "common" })}</p>
      <p className="admin-muted">{t("error.status", { ns: "common", status })}</p>
    </section>
  );
}
