// The content module: content pages (contracts, about us, help), translated.
// Its only public face: the definition createShop composes, and the functions and shapes other modules may use.
import { defineModule } from "../../core/module.js";
import { byTypename } from "./admin-input.js";
import { BlogCategorySchema, BlogCategoryTranslationSchema, BlogPostSchema, BlogPostViewTallySchema, BlogPostTranslationSchema, FaqEntrySchema, FaqEntryTranslationSchema } from "./blog.entities.js";
import { ContentCategorySchema, ContentCategoryTranslationSchema, ContentPageVersionSchema } from "./content-admin.entities.js";
import { ContentPageSchema, ContentPageTranslationSchema } from "./content.entities.js";
import { contentAdminMutations, contentAdminQueries, contentAdminResultResolvers } from "./content-admin.resolvers.js";
import { contentQueries } from "./content.resolvers.js";
import { blogMutations, blogQueries } from "./blog.resolvers.js";
import { blogRoutes } from "./blog.rest.js";
import { foldBlogViews } from "./blog.service.js";

export { countBlogView } from "./blog.service.js";
import { contentAdminRoutes } from "./content-admin.rest.js";
import { contentRoutes } from "./content.rest.js";
import { contentDatabase } from "./content.database.js";

export const contentModule = defineModule({
  name: "content",
  privateTables: ["blog_post_view_tally"],
  cleanup: (em) => foldBlogViews(em),
  database: contentDatabase,
  publicReads: {
    contentPage: {},
    contentPageByCode: {},
    contentPageById: {},
    contentPages: {},
    blogPosts: {},
    otherBlogPosts: {},
    mostReadBlogPosts: {},
    blogPost: {},
    blogCategories: {},
  },
  entities: [
    ContentPageSchema,
    ContentPageTranslationSchema,
    ContentCategorySchema,
    ContentCategoryTranslationSchema,
    ContentPageVersionSchema,
    BlogCategorySchema,
    BlogCategoryTranslationSchema,
    BlogPostSchema,
    BlogPostTranslationSchema,
    BlogPostViewTallySchema,
    FaqEntrySchema,
    FaqEntryTranslationSchema,
  ],
  resolvers: {
    Query: { ...contentQueries, ...contentAdminQueries, ...blogQueries },
    Mutation: { ...contentAdminMutations, ...blogMutations },
    ...contentAdminResultResolvers,
    BlogPostResult: byTypename,
    BlogCategoryResult: byTypename,
    BlogCategoryDeleteResult: byTypename,
    BlogImageResult: byTypename,
  },
  routes: [...contentRoutes, ...contentAdminRoutes, ...blogRoutes],
});
