// The admin's product fields: a few lines each. Every field checks the catalogue role first; a write's result is
// the product as it stands afterwards, or the form error (nothing stored).
import type { ShopContext } from "../../../core/context.js";
import { requireAdmin } from "../../../core/context.js";
import { notFound } from "../../../core/errors.js";
import type {
  AdminProductDeleteResultResolvers,
  AdminProductImageResultResolvers,
  AdminProductResultResolvers,
  AdminProductsChangedResultResolvers,
  MutationResolvers,
  QueryResolvers,
} from "../../../generated/resolvers-types.js";
import { ADMIN_MAX_PER_PAGE, ADMIN_PRODUCT_SORTS, adminFindProduct, adminProductChoices, adminProductsPage, type AdminProductSort } from "./product-admin.read.js";
import { bulkUpdateProducts, createProduct, deleteProduct, setProductLinks, updateProduct, updateProductLanguage } from "./product-admin.service.js";
import type { WriteOutcome } from "./product-admin.write.js";
import { orderProductImages, removeFiles, removeProductImage, uploadProductImage } from "./product-images.service.js";
import { savePersonalizations } from "./product-personalizations.service.js";
import { deleteSubProducts, saveSubProducts } from "./product-variants.service.js";

const ROLE = "catalogue";
const MAX_PAGE = 100_000;
const clamp = (value: number | null | undefined, fallback: number, max: number) =>
  typeof value === "number" && Number.isSafeInteger(value) ? Math.min(Math.max(value, 1), max) : fallback;

/** Checks the role (the field's language was checked before its resolver ran: core/field-language.ts). */
const admin = (ctx: ShopContext) => requireAdmin(ctx, ROLE);

/** The product after a write (null outcome: no such product), or the refusal. */
async function productAfter(ctx: ShopContext, outcome: WriteOutcome<number> | null) {
  if (!outcome) throw notFound();
  if (!outcome.ok) return outcome.error;
  return { __typename: "AdminProduct" as const, ...(await adminFindProduct(ctx.em, outcome.value))! };
}

export const productAdminQueries: QueryResolvers = {
  adminProducts: async (_p, args, ctx) => {
    admin(ctx);
    const sort = (args.sort?.toLowerCase() ?? "sort") as AdminProductSort;
    const filter = args.filter ?? {};
    return adminProductsPage(
      ctx.em,
      ctx.language,
      {
        search: filter.search ?? null,
        categoryId: filter.categoryId ?? null,
        brandId: filter.brandId ?? null,
        active: filter.active ?? null,
        stock: filter.stock ? (filter.stock.toLowerCase() as "in_stock" | "out_of_stock") : null,
        ids: filter.ids ?? null,
      },
      ADMIN_PRODUCT_SORTS.includes(sort) ? sort : "sort",
      clamp(args.page, 1, MAX_PAGE),
      clamp(args.perPage, 20, ADMIN_MAX_PER_PAGE),
    );
  },
  adminProduct: async (_p, args, ctx) => {
    admin(ctx);
    const product = await adminFindProduct(ctx.em, args.id);
    if (!product) throw notFound();
    return product;
  },
  adminProductChoices: async (_p, args, ctx) => {
    admin(ctx);
    return adminProductChoices(ctx.em, ctx.language);
  },
};

export const productAdminMutations: MutationResolvers = {
  createProduct: async (_p, args, ctx) => {
    admin(ctx);
    return productAfter(ctx, await createProduct(ctx, args.input));
  },
  updateProduct: async (_p, args, ctx) => {
    admin(ctx);
    return productAfter(ctx, await updateProduct(ctx, args.id, args.input));
  },
  updateProductLanguage: async (_p, args, ctx) => {
    admin(ctx);
    return productAfter(ctx, await updateProductLanguage(ctx, args.id, args.input));
  },
  bulkUpdateProducts: async (_p, args, ctx) => {
    admin(ctx);
    const outcome = await bulkUpdateProducts(ctx, args.items);
    return outcome.ok ? { __typename: "AdminProductsChanged" as const, updated: outcome.value } : outcome.error;
  },
  deleteProduct: async (_p, args, ctx) => {
    admin(ctx);
    const outcome = await deleteProduct(ctx, args.id);
    if (!outcome) throw notFound();
    if (!outcome.ok) return outcome.error;
    await removeFiles(ctx, outcome.value.images);
    return { __typename: "AdminProductDeleted" as const, id: args.id };
  },
  saveSubProducts: async (_p, args, ctx) => {
    admin(ctx);
    return productAfter(ctx, await saveSubProducts(ctx, args.productId, args.items));
  },
  deleteSubProducts: async (_p, args, ctx) => {
    admin(ctx);
    return productAfter(ctx, await deleteSubProducts(ctx, args.ids));
  },
  uploadProductImage: async (_p, args, ctx) => {
    admin(ctx);
    const outcome = await uploadProductImage(ctx, args.productId, args.image, args.variant1Id ?? null, args.variant2Id ?? null);
    if (!outcome) throw notFound();
    return outcome.ok ? { __typename: "AdminProductImageUploaded" as const, ...outcome.value } : outcome.error;
  },
  orderProductImages: async (_p, args, ctx) => {
    admin(ctx);
    return productAfter(ctx, await orderProductImages(ctx, args.productId, args.images));
  },
  removeProductImage: async (_p, args, ctx) => {
    admin(ctx);
    return productAfter(ctx, await removeProductImage(ctx, args.id));
  },
  savePersonalizations: async (_p, args, ctx) => {
    admin(ctx);
    return productAfter(ctx, await savePersonalizations(ctx, args.productId, args.items));
  },
  setProductLinks: async (_p, args, ctx) => {
    admin(ctx);
    return productAfter(ctx, await setProductLinks(ctx, args.productId, args.relatedIds, args.accessoryIds));
  },
};

const byTypename = <T extends string>(fallback: T) => ({
  __resolveType: (r: { __typename?: string }) => (r.__typename === "FormError" ? "FormError" : fallback) as never,
});

export const productAdminUnionResolvers = {
  AdminProductResult: byTypename("AdminProduct") as AdminProductResultResolvers,
  AdminProductsChangedResult: byTypename("AdminProductsChanged") as AdminProductsChangedResultResolvers,
  AdminProductDeleteResult: byTypename("AdminProductDeleted") as AdminProductDeleteResultResolvers,
  AdminProductImageResult: byTypename("AdminProductImageUploaded") as AdminProductImageResultResolvers,
};
