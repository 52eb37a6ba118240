// Catalogue queries: a few lines each — pick the language, build the request's catalogue scope, call a service.
import type { ProductResolvers, QueryResolvers, SeoLinkTargetResolvers } from "../../generated/resolvers-types.js";
import type { ShopContext } from "../../core/context.js";
import { catalogScope, type CatalogScope } from "./catalog.scope.js";
import { listProducts } from "./listing/index.js";
import { getProduct, productComments, productFaq, productsByIds, sameProducts, type ProductDto } from "./product/index.js";
import {
  brandBySeoLink,
  categoryBestSellers,
  categoryBySeoLink,
  categoryTree,
  listBrands,
  listModels,
  listSuppliers,
  resolveSeoLink,
  showcases,
  sitemapEntries,
  targetListing,
} from "./taxonomy/index.js";

/** The catalogue's scope of a request, in its language (a field's own, see core/field-language.ts). */
export async function scopeFor(ctx: ShopContext, currency?: string | null): Promise<CatalogScope> {
  return catalogScope(ctx, ctx.language, currency === undefined ? ctx.currency : currency);
}

/** The product DTO remembers its language for the `sameProducts` field. */
type ProductParent = ProductDto & { language?: string };
/** A resolved seo link remembers its path and language for the `listing` field. */
type SeoLinkParent = Awaited<ReturnType<typeof resolveSeoLink>> & { path: string; language: string };

const withLanguage = (product: ProductDto | null, language: string) => (product ? ({ ...product, language } as ProductParent) : null);

export const catalogQueries: QueryResolvers = {
  categoryTree: async (_p, args, ctx) => categoryTree(await scopeFor(ctx)),
  category: async (_p, args, ctx) => categoryBySeoLink(await scopeFor(ctx), args.seoLink),
  brands: async (_p, args, ctx) => listBrands(await scopeFor(ctx)),
  brand: async (_p, args, ctx) => brandBySeoLink(await scopeFor(ctx), args.seoLink),
  models: async (_p, _args, ctx) => listModels(await scopeFor(ctx)),
  suppliers: async (_p, _args, ctx) => listSuppliers(await scopeFor(ctx)),
  products: async (_p, args, ctx) => listProducts(await scopeFor(ctx), args),
  product: async (_p, args, ctx) => {
    const scope = await scopeFor(ctx);
    return withLanguage(await getProduct(scope, { seoLink: args.seoLink }), scope.language) as never;
  },
  productById: async (_p, args, ctx) => {
    const scope = await scopeFor(ctx);
    return withLanguage(await getProduct(scope, { id: args.id }), scope.language) as never;
  },
  productsByIds: async (_p, args, ctx) => productsByIds(await scopeFor(ctx), args.ids),
  sameProducts: async (_p, args, ctx) => sameProducts(await scopeFor(ctx), args.productId, args.limit ?? 8),
  productComments: async (_p, args, ctx) => productComments(await scopeFor(ctx), args.productId, args),
  productFaq: async (_p, args, ctx) => productFaq(await scopeFor(ctx), args.productId),
  homeBlocks: async (_p, args, ctx) => showcases(await scopeFor(ctx), args.limit ?? 12),
  showcase: async (_p, args, ctx) => (await showcases(await scopeFor(ctx), args.limit ?? 12, args.id))[0] ?? null,
  categoryBestSellers: async (_p, args, ctx) => categoryBestSellers(await scopeFor(ctx), args.category, args.limit ?? 8),
  resolveSeoLink: async (_p, args, ctx) => {
    const scope = await scopeFor(ctx);
    const parent: SeoLinkParent = { ...(await resolveSeoLink(scope, args.path)), path: args.path, language: scope.language };
    return parent;
  },
  sitemapEntries: async (_p, _args, ctx) => sitemapEntries(await scopeFor(ctx)),
};

export const productResolvers: ProductResolvers = {
  sameProducts: async (parent, args, ctx) => {
    const product = parent as unknown as ProductParent;
    return sameProducts(catalogScope(ctx, product.language ?? ctx.language), product.id, args.limit ?? 8);
  },
};

export const seoLinkTargetResolvers: SeoLinkTargetResolvers = {
  listing: (parent, args, ctx) => {
    const { path, language, kind } = parent as SeoLinkParent;
    return targetListing(catalogScope(ctx, language), path, kind, args);
  },
};
