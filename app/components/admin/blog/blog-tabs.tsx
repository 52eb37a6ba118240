// The tab strip over the blog's admin pages: the posts and the categories (plain links: works without JavaScript).
import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { adminPaths } from "~/domain/admin-paths";

export function BlogTabs() {
  const { t } = useTranslation("admin");
  return (
    <nav className="admin-tabs" aria-label={t("blog.tabs")}>
      <ul>
        <li>
          <NavLink to={adminPaths.blog} end className="admin-tabs__tab">
            {t("blog.tab.posts")}
          </NavLink>
        </li>
        <li>
          <NavLink to={adminPaths.blogCategories} end className="admin-tabs__tab">
            {t("blog.tab.categories")}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
