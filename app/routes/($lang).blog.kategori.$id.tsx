// One blog category's posts (/blog/kategori/{id}); an unknown or hidden category is a 404.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogList } from "~/components/blog/blog-list";
import { blogPostId } from "~/domain/blog-paths";
import blogStyles from "~/styles/blog.css?url";
import { loadBlogList } from "~/utils/blog.server";
import { notFound } from "~/utils/http.server";
import { requireLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { usePageLocale } from "~/utils/use-locale";
import { publicPage } from "~/utils/public-page.server";
import { publicPageDocumentHeaders } from "~/utils/public-page";

export const headers = publicPageDocumentHeaders;

export const handle = { i18n: ["common", "catalog", "blog"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStyles }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  const id = blogPostId(params.id);
  if (id === null || String(id) !== params.id) throw notFound();
  const list = await loadBlogList(request, context, locale, id);
  const category = list.blogCategories.find((c) => c.id === id);
  if (!category) throw notFound();
  return publicPage({ title: category.name, categoryId: id, ...list });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title ?? null);

export default function BlogCategoryPage() {
  const { title, categoryId, blogPosts, blogCategories, mostReadBlogPosts } = useLoaderData<typeof loader>();
  return <BlogList locale={usePageLocale()} title={title} posts={blogPosts} categories={blogCategories} mostRead={mostReadBlogPosts} currentCategory={categoryId} />;
}
