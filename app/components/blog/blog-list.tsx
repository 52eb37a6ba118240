// The blog's list pages (all posts, one category's): the posts, the categories to choose from, the most read.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/components/catalog/breadcrumbs";
import { blogCategoryPath, blogPath, blogPostPath } from "~/domain/blog-paths";
import type { Locale } from "~/utils/locale";
import { BlogCard, type BlogCardPost } from "./blog-card";

export function BlogList({
  locale,
  title,
  posts,
  categories,
  mostRead,
  currentCategory,
}: {
  locale: Locale;
  title: string;
  posts: BlogCardPost[];
  categories: { id: number; name: string }[];
  mostRead: BlogCardPost[];
  currentCategory: number | null;
}) {
  const { t } = useTranslation("blog");
  return (
    <div className="container blog">
      <Breadcrumbs locale={locale} items={currentCategory ? [{ title: t("title"), href: blogPath(locale) }, { title, href: null }] : [{ title, href: null }]} />
      <h1>{title}</h1>
      <div className="blog__layout">
        <section className="blog__posts" aria-label={t("posts")}>
          {posts.length ? posts.map((post) => <BlogCard key={post.id} post={post} locale={locale} />) : <p className="muted">{t("empty")}</p>}
        </section>
        <aside className="blog__aside">
          {categories.length ? (
            <nav aria-label={t("categories")}>
              <h2>{t("categories")}</h2>
              <ul>
                {categories.map((category) => (
                  <li key={category.id}>
                    <Link to={blogCategoryPath(locale, category.id)} aria-current={category.id === currentCategory ? "page" : undefined}>
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {mostRead.length ? (
            <section aria-labelledby="blog-most-read">
              <h2 id="blog-most-read">{t("mostRead")}</h2>
              <ul>
                {mostRead.map((post) => (
                  <li key={post.id}>
                    <Link to={blogPostPath(locale, post)}>{post.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
