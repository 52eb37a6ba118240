// The content module: content pages (contracts, about us, help), translated.
// Its only public face: the definition createShop composes, and the functions and shapes other modules may use.
import { defineModule } from "../../core/module.js";
import { BlogCategorySchema, BlogCategoryTranslationSchema, BlogPostSchema, BlogPostTranslationSchema, FaqEntrySchema, FaqEntryTranslationSchema } from "./blog.entities.js";
import { ContentCategorySchema, ContentCategoryTranslationSchema, ContentPageVersionSchema } from "./content-admin.entities.js";
import { ContentPageSchema, ContentPageTranslationSchema } from "./content.entities.js";
import { contentQueries } from "./content.resolvers.js";
import { contentRoutes } from "./content.rest.js";

export const contentModule = defineModule({
  name: "content",
  publicReads: { contentPage: {}, contentPageByCode: {}, contentPageById: {}, contentPages: {} },
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
    FaqEntrySchema,
    FaqEntryTranslationSchema,
  ],
  resolvers: {
    Query: contentQueries,
  },
  routes: [...contentRoutes],
});
