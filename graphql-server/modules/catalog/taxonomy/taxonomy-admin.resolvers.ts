// The admin's taxonomy fields (categories, brands, models, suppliers, properties): each checks the catalogue role
// first, then calls its service. Messages are written in the field's language (the `language` argument).
import { adminLanguage, byTypename } from "../../../core/admin-records.js";
import type { ShopContext } from "../../../core/context.js";
import { notFound } from "../../../core/errors.js";
import type { MutationResolvers, QueryResolvers } from "../../../generated/resolvers-types.js";
import { adminCategoryById, adminCategoryList } from "./category-admin.read.js";
import { deleteCategory, moveCategory, saveCategory } from "./category-admin.service.js";
import {
  deleteProperty,
  deletePropertyCategory,
  listProperties,
  listPropertyCategories,
  saveProperty,
  savePropertyCategory,
} from "./property-admin.service.js";
import { BRANDS, deleteFlat, findFlat, listFlat, MODELS, saveBrand, saveModel, saveSupplier, SUPPLIERS } from "./taxonomy-admin.service.js";

const catalogue = (ctx: ShopContext) => adminLanguage(ctx, "catalogue");

const found = <T>(record: T | null | undefined): T => {
  if (!record) throw notFound();
  return record;
};

export const taxonomyAdminQueries: QueryResolvers = {
  adminCategories: (_p, args, ctx) => adminCategoryList(ctx.em, catalogue(ctx)),
  adminCategory: async (_p, args, ctx) => found(await adminCategoryById(ctx.em, args.id, catalogue(ctx))),
  adminBrands: (_p, args, ctx) => (catalogue(ctx), listFlat(ctx.em, BRANDS, args.filter, args.page, args.pageSize)),
  adminBrand: async (_p, args, ctx) => (catalogue(ctx), found(await findFlat(ctx.em, BRANDS, args.id))),
  adminModels: (_p, args, ctx) => (catalogue(ctx), listFlat(ctx.em, MODELS, args.filter, args.page, args.pageSize)),
  adminModel: async (_p, args, ctx) => (catalogue(ctx), found(await findFlat(ctx.em, MODELS, args.id))),
  adminSuppliers: (_p, args, ctx) => (catalogue(ctx), listFlat(ctx.em, SUPPLIERS, args.filter, args.page, args.pageSize)),
  adminSupplier: async (_p, args, ctx) => (catalogue(ctx), found(await findFlat(ctx.em, SUPPLIERS, args.id))),
  adminPropertyCategories: (_p, args, ctx) => listPropertyCategories(ctx.em, catalogue(ctx)),
  adminPropertyCategory: async (_p, args, ctx) => found((await listPropertyCategories(ctx.em, catalogue(ctx), args.id))[0]),
  adminProperties: (_p, args, ctx) => listProperties(ctx.em, catalogue(ctx), { categoryId: args.propertyCategoryId }),
  adminProperty: async (_p, args, ctx) => found((await listProperties(ctx.em, catalogue(ctx), { id: args.id }))[0]),
};

export const taxonomyAdminMutations: MutationResolvers = {
  saveAdminCategory: (_p, args, ctx) => saveCategory(ctx, args.input, catalogue(ctx)),
  moveAdminCategory: (_p, args, ctx) => moveCategory(ctx, args.id, args.parentId ?? null, args.sort, catalogue(ctx)),
  deleteAdminCategory: (_p, args, ctx) => deleteCategory(ctx, args.id, catalogue(ctx)),
  saveAdminBrand: (_p, args, ctx) => (catalogue(ctx), saveBrand(ctx, args.input)),
  deleteAdminBrand: (_p, args, ctx) => (catalogue(ctx), deleteFlat(ctx, BRANDS, args.id)),
  saveAdminModel: (_p, args, ctx) => (catalogue(ctx), saveModel(ctx, args.input)),
  deleteAdminModel: (_p, args, ctx) => (catalogue(ctx), deleteFlat(ctx, MODELS, args.id)),
  saveAdminSupplier: (_p, args, ctx) => (catalogue(ctx), saveSupplier(ctx, args.input)),
  deleteAdminSupplier: (_p, args, ctx) => (catalogue(ctx), deleteFlat(ctx, SUPPLIERS, args.id)),
  saveAdminPropertyCategory: (_p, args, ctx) => savePropertyCategory(ctx, args.input, catalogue(ctx)),
  deleteAdminPropertyCategory: (_p, args, ctx) => deletePropertyCategory(ctx, args.id, catalogue(ctx)),
  saveAdminProperty: (_p, args, ctx) => saveProperty(ctx, args.input, catalogue(ctx)),
  deleteAdminProperty: (_p, args, ctx) => deleteProperty(ctx, args.id, catalogue(ctx)),
};


export const taxonomyAdminUnions = {
  AdminCategoryResult: byTypename,
  AdminDeleteResult: byTypename,
  AdminBrandResult: byTypename,
  AdminModelResult: byTypename,
  AdminSupplierResult: byTypename,
  AdminPropertyCategoryResult: byTypename,
  AdminPropertyResult: byTypename,
};
