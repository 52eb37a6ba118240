// One blog post in a list: picture, category, title linking to the post, summary.
import { Link } from "@remix-run/react";
import { blogPostPath } from "~/domain/blog-paths";
import type { Locale } from "~/utils/locale";

export interface BlogCardPost {
  id: number;
  title: string;
  seoLink: string;
  summary: string;
  image: string;
  categoryName: string;
  publishedAt?: string | null;
}

export function BlogCard({ post, locale }: { post: BlogCardPost; locale: Locale }) {
  return (
    <article className="blog-card">
      {post.image ? <img className="blog-card__image" src={post.image} alt="" loading="lazy" width={400} height={240} /> : null}
      {post.categoryName ? <p className="blog-card__category muted">{post.categoryName}</p> : null}
      <h2 className="blog-card__title">
        <Link to={blogPostPath(locale, post)}>{post.title}</Link>
      </h2>
      {post.summary ? <p className="blog-card__summary">{post.summary}</p> : null}
    </article>
  );
}
