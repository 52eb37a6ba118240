// /admin — the dashboard: a welcome with the admin's roles and the state of the second factor.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { adminPaths } from "~/domain/admin-paths";
import { adminMeta } from "~/utils/admin-meta";
import { adminAuthenticated } from "~/utils/admin-session.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import type { loader as layoutLoader } from "./admin";

export const handle = { i18n: ["admin"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await adminAuthenticated({ request, context });
  const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
  return { title: t("dashboard.title"), area: t("area") };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export default function AdminDashboard() {
  const shell = useRouteLoaderData<typeof layoutLoader>("routes/admin");
  const { t } = useTranslation("admin");
  const admin = shell?.admin;
  if (!admin) return null;
  return (
    <>
      <h1 className="admin-title">{t("dashboard.welcome", { name: admin.name })}</h1>
      <p className="admin-muted">{t("dashboard.intro")}</p>
      <section className="admin-card" aria-labelledby="roles-title">
        <h2 id="roles-title">{t("dashboard.roles")}</h2>
        <ul className="admin-tags">
          {admin.roles.map((role) => (
            <li key={role}>{t(`roles.${role.toLowerCase()}`)}</li>
          ))}
        </ul>
        <p>
          {admin.totpEnabled ? t("dashboard.totpOn") : t("dashboard.totpOff")}{" "}
          <Link to={adminPaths.security} className="admin-link">
            {t("dashboard.totpLink")}
          </Link>
        </p>
      </section>
    </>
  );
}
