// The blog list pages' one query: posts (all or a category's), the categories and the most read.
import type { AppLoadContext } from "@remix-run/node";
import { graphql } from "~/graphql/generated";
import { runQuery } from "~/utils/graphql.server";
import type { Locale } from "~/utils/locale";

export const loadBlogList = (request: Request, context: AppLoadContext, locale: Locale, categoryId: number | null) =>
  runQuery(request, context, BlogListDocument, { language: locale, categoryId });

const BlogListDocument = graphql(`
  query BlogList($language: String, $categoryId: Int) {
    blogPosts(language: $language, categoryId: $categoryId) {
      id
      title
      seoLink
      summary
      image
      categoryName
      publishedAt
    }
    blogCategories(language: $language) {
      id
      name
    }
    mostReadBlogPosts(language: $language) {
      id
      title
      seoLink
      summary
      image
      categoryName
    }
  }
`);
