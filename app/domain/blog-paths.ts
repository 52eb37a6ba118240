// The blog's addresses: /blog, /blog/kategori/{id}, /blog/{id}-{seo link}, with the language prefix (none for
// Turkish). The post's id leads; the seo link after it is for people and search engines.
import type { Locale } from "../utils/locale";

const prefix = (locale: Locale) => (locale === "tr" ? "" : `/${locale}`);

export const blogPath = (locale: Locale) => `${prefix(locale)}/blog`;
export const blogCategoryPath = (locale: Locale, id: number) => `${prefix(locale)}/blog/kategori/${id}`;
export const blogPostPath = (locale: Locale, post: { id: number; seoLink: string }) =>
  `${prefix(locale)}/blog/${post.id}${post.seoLink ? `-${encodeURIComponent(post.seoLink)}` : ""}`;

/** The post id at the start of a post address's last segment ("12-salon-fikirleri" → 12); null when there is none. */
export function blogPostId(segment: string | undefined): number | null {
  const match = /^(\d{1,9})(?:-|$)/.exec(segment ?? "");
  return match ? Number(match[1]) : null;
}
