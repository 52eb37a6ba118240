// The blog list pages' one query: posts (all or a category's), the categories and the most read.
import type { AppLoadContext } from "@remix-run/node";
import { graphql } from "~/graphql/generated";
import { runQuery } from "~/utils/graphql.server";
import type { Locale } from "~/utils/locale";

export const loadBlogList = (request: Request, context: AppLoadContext, locale: Locale, categoryId: number | null) =>
  runQuery(request, context, BlogListDocument, { categoryId }, locale);

const BlogListDocument = graphql(`
  query BlogList($categoryId: Int) {
    blogPosts(categoryId: $categoryId) {
      id
      title
      seoLink
      summary
      image
      categoryName
      publishedAt
    }
    blogCategories {
      id
      name
    }
    mostReadBlogPosts {
      id
      title
      seoLink
      summary
      image
      categoryName
    }
  }
`);
