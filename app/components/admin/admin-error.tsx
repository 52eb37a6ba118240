// An admin page's error inside the admin frame (the menu stays usable): a refusal (403) says the role is missing;
// anything else says what the status says.
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function AdminErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation("admin");
  const refused = isRouteErrorResponse(error) && error.status === 403;
  return (
    <section className="admin-card" role="alert">
      <h1 className="admin-title">{refused ? t("forbidden.title") : isRouteErrorResponse(error) ? `${error.status}` : t("area")}</h1>
      <p>{refused ? t("forbidden.text") : isRouteErrorResponse(error) ? String(error.statusText || "") : ""}</p>
    </section>
  );
}
