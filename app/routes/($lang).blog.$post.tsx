// One blog post (/blog/{id}-{seo link}): its text, picture and category, and other posts beside it. Opening it
// counts a view, as the request arrives (server/page-visits.ts). A draft, an unknown id or a malformed address is a
// 404.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BlogCard } from "~/components/blog/blog-card";
import { Breadcrumbs } from "~/components/catalog/breadcrumbs";
import { blogCategoryPath, blogPath, blogPostId } from "~/domain/blog-paths";
import { graphql } from "~/graphql/generated";
import blogStyles from "~/styles/blog.css?url";
import { runQuery } from "~/utils/graphql.server";
import { notFound } from "~/utils/http.server";
import { remixI18n } from "~/utils/i18n.server";
import { requireLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { usePageLocale } from "~/utils/use-locale";
import { publicPage } from "~/utils/public-page.server";
import { publicPageDocumentHeaders } from "~/utils/public-page";
import { safeHtml } from "../../shared/safe-html";

export const headers = publicPageDocumentHeaders;

export const handle = { i18n: ["common", "catalog", "blog"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStyles }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  const id = blogPostId(params.post);
  if (id === null) throw notFound();
  const { blogPost: post, otherBlogPosts } = await runQuery(request, context, BlogPostPageDocument, { id });
  if (!post) throw notFound();
  const t = await remixI18n.getFixedT(locale, "blog");
  // Shown as the allow-list leaves it, whatever was stored before the list was applied on save.
  const safePost = { ...post, content: safeHtml(post.content) };
  return publicPage({ post: safePost, others: otherBlogPosts, blogTitle: t("title") });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, data?.post.seoTitle ?? null, data?.post.seoDescription || undefined);

export default function BlogPostPage() {
  const { post, others, blogTitle } = useLoaderData<typeof loader>();
  const { t } = useTranslation("blog");
  const locale = usePageLocale();
  return (
    <div className="container blog">
      <Breadcrumbs locale={locale} items={[{ title: blogTitle, href: blogPath(locale) }, { title: post.title, href: null }]} />
      <article className="prose blog-post">
        <h1>{post.title}</h1>
        {post.categoryId ? (
          <p className="muted">
            <Link to={blogCategoryPath(locale, post.categoryId)}>{post.categoryName}</Link>
          </p>
        ) : null}
        {post.image ? <img className="blog-post__image" src={post.image} alt="" width={800} height={450} /> : null}
        {/* HTML written by the shop's admins. */}
        <div dangerouslySetInnerHTML={{ __html: post.content }} />
      </article>
      {others.length ? (
        <section className="blog__others" aria-labelledby="blog-others">
          <h2 id="blog-others">{t("otherPosts")}</h2>
          <div className="blog__posts">
            {others.map((other) => (
              <BlogCard key={other.id} post={other} locale={locale} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

const BlogPostPageDocument = graphql(`
  query BlogPostPage($id: Int!) {
    blogPost(id: $id) {
      id
      categoryId
      categoryName
      title
      seoLink
      content
      seoTitle
      seoDescription
      image
    }
    otherBlogPosts(id: $id) {
      id
      title
      seoLink
      summary
      image
      categoryName
    }
  }
`);
