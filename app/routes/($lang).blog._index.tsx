// The blog (/blog, /en/blog, /ar/blog): published posts newest first, the categories and the most read.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogList } from "~/components/blog/blog-list";
import blogStyles from "~/styles/blog.css?url";
import { loadBlogList } from "~/utils/blog.server";
import { remixI18n } from "~/utils/i18n.server";
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
  const t = await remixI18n.getFixedT(locale, "blog");
  const list = await loadBlogList(request, context, locale, null);
  return publicPage({ title: t("title"), ...list });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.title ?? null);

export default function BlogPage() {
  const { title, blogPosts, blogCategories, mostReadBlogPosts } = useLoaderData<typeof loader>();
  return <BlogList locale={usePageLocale()} title={title} posts={blogPosts} categories={blogCategories} mostRead={mostReadBlogPosts} currentCategory={null} />;
}
