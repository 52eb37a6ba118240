// The admin's brands, models and suppliers: flat records a product points at. One set of functions serves the
// three (a list with search and paging, one record, save, delete while no product uses it); each kind declares its
// table, how a row reads and how an input is checked. Writes are audited; a brand's rename refreshes the search
// documents of its products (shoppers find products by brand name).
import type { EntityManager } from "@mikro-orm/core";
import { insertRow, likePattern, paging, readSeoLink, readText, requireText, searchText, updateRow } from "../../../core/admin-records.js";
import type { ShopContext } from "../../../core/context.js";
import { inParallel, num, numOrNull, sql, str, strOrNull, type Row } from "../../../core/db.js";
import { operationError, type OperationErrorResult } from "../../../core/errors.js";
import { formError, type FieldProblem, type FormErrorResult } from "../../../core/form.js";
import type { AdminBrand, AdminBrandInput, AdminModel, AdminModelInput, AdminSupplier, AdminSupplierInput, AdminTaxonomyFilter } from "../../../generated/resolvers-types.js";
import { audit } from "../../../core/audit.js";
import { readSort, type DeleteOutcome } from "./category-admin.service.js";
import { seoLinkTaken } from "./category-admin.read.js";
import { refreshSearchIndex } from "../listing/index.js";

interface FlatKind<Dto> {
  entity: "brand" | "model" | "supplier";
  /** The product column that points at it. */
  productColumn: string;
  /** The select list and from clause; the record is `r`. */
  select: string;
  from: string;
  orderBy: string;
  dto(row: Row): Dto;
  /** Renaming it changes what shoppers search by. */
  searchable?: boolean;
  /** Its list can be narrowed to one brand's. */
  hasBrand?: boolean;
}

const productCount = (column: string) => `(select count(*) from product p where p.${column} = r.id) as product_count`;

export const BRANDS: FlatKind<AdminBrand & { __typename: "AdminBrand" }> = {
  entity: "brand",
  productColumn: "brand_id",
  select: `r.id, r.name, r.seo_link, r.description, r.sort, r.is_active, ${productCount("brand_id")}`,
  from: "brand r",
  orderBy: "r.sort, r.name, r.id",
  searchable: true,
  dto: (r) => ({ __typename: "AdminBrand", id: num(r.id), name: str(r.name), seoLink: str(r.seo_link), description: str(r.description), sort: num(r.sort), isActive: Boolean(r.is_active), productCount: num(r.product_count) }),
};

export const MODELS: FlatKind<AdminModel & { __typename: "AdminModel" }> = {
  entity: "model",
  productColumn: "model_id",
  select: `r.id, r.name, r.brand_id, b.name as brand_name, r.is_active, ${productCount("model_id")}`,
  from: "model r left join brand b on b.id = r.brand_id",
  hasBrand: true,
  orderBy: "r.name, r.id",
  dto: (r) => ({ __typename: "AdminModel", id: num(r.id), name: str(r.name), brandId: numOrNull(r.brand_id), brandName: strOrNull(r.brand_name), isActive: Boolean(r.is_active), productCount: num(r.product_count) }),
};

export const SUPPLIERS: FlatKind<AdminSupplier & { __typename: "AdminSupplier" }> = {
  entity: "supplier",
  productColumn: "supplier_id",
  select: `r.id, r.name, r.is_active, ${productCount("supplier_id")}`,
  from: "supplier r",
  orderBy: "r.name, r.id",
  dto: (r) => ({ __typename: "AdminSupplier", id: num(r.id), name: str(r.name), isActive: Boolean(r.is_active), productCount: num(r.product_count) }),
};

/** One page of a kind's records, filtered by part of the name, activity and (models) brand. */
export async function listFlat<Dto>(em: EntityManager, kind: FlatKind<Dto>, filter: AdminTaxonomyFilter | null | undefined, page?: number | null, pageSize?: number | null) {
  const where: string[] = [];
  const params: unknown[] = [];
  const search = searchText(filter?.search);
  if (search) {
    where.push(`r.name ilike ?`);
    params.push(likePattern(search));
  }
  if (typeof filter?.isActive === "boolean") {
    where.push(`r.is_active = ?`);
    params.push(filter.isActive);
  }
  if (kind.hasBrand && typeof filter?.brandId === "number") {
    where.push(`r.brand_id = ?`);
    params.push(filter.brandId);
  }
  const clause = where.length ? `where ${where.join(" and ")}` : "";
  const at = paging(page, pageSize);
  const [rows, counted] = await inParallel(em, [
    () => sql(em, `select ${kind.select} from ${kind.from} ${clause} order by ${kind.orderBy} limit ? offset ?`, [...params, at.pageSize, at.offset]),
    () => sql(em, `select count(*) as n from ${kind.from} ${clause}`, params),
  ]);
  return { items: rows.map(kind.dto), total: num(counted[0]?.n), page: at.page, pageSize: at.pageSize };
}

export async function findFlat<Dto>(em: EntityManager, kind: FlatKind<Dto>, id: number): Promise<Dto | null> {
  const rows = await sql(em, `select ${kind.select} from ${kind.from} where r.id = ?`, [id]);
  return rows.length ? kind.dto(rows[0]) : null;
}

type Checked = { problems: FieldProblem[]; columns: Record<string, unknown>; code?: "SEO_LINK_TAKEN" };

/** Saves a record: `check` reads the input into columns (in the transaction, so look-ups see the same data). */
async function saveFlat<Dto>(ctx: ShopContext, kind: FlatKind<Dto>, id: number | null | undefined, check: (tx: EntityManager) => Promise<Checked>): Promise<Dto | FormErrorResult | OperationErrorResult> {
  return ctx.em.transactional(async (tx) => {
    const before = id ? await findFlat(tx, kind, id) : null;
    if (id && !before) return operationError("NOT_FOUND", "id");
    const { problems, columns, code } = await check(tx);
    if (problems.length) return formError(problems, code);
    const savedId = id ? (await updateRow(tx, kind.entity, id, columns), id) : await insertRow(tx, kind.entity, columns);
    const after = (await findFlat(tx, kind, savedId))!;
    await audit({ ...ctx, em: tx }, { action: id ? "update" : "create", entity: kind.entity, id: savedId, before, after });
    if (id && kind.searchable) {
      const products = await sql(tx, `select id from product where ${kind.productColumn} = ?`, [id]);
      await refreshSearchIndex(ctx, tx, products.map((p) => num(p.id)));
    }
    return after;
  });
}

/** Deletes a record no product uses. */
export async function deleteFlat<Dto>(ctx: ShopContext, kind: FlatKind<Dto>, id: number): Promise<DeleteOutcome> {
  return ctx.em.transactional(async (tx) => {
    const before = await findFlat(tx, kind, id);
    if (!before) return operationError("NOT_FOUND", "id");
    const used = await sql(tx, `select count(*) as n from (select 1 from product where ${kind.productColumn} = ? for share) p`, [id]);
    if (num(used[0].n) > 0) return operationError("RECORD_IN_USE", "id");
    await sql(tx, `delete from ${kind.entity} where id = ?`, [id]);
    await audit({ ...ctx, em: tx }, { action: "delete", entity: kind.entity, id, before });
    return { __typename: "AdminDeleted" as const, id };
  });
}

const isActiveColumn = (value: boolean | null | undefined) => (typeof value === "boolean" ? { is_active: value } : {});

export const saveBrand = (ctx: ShopContext, input: AdminBrandInput) =>
  saveFlat(ctx, BRANDS, input.id, async (tx) => {
    const problems: FieldProblem[] = [];
    const name = requireText(input.name, "name", 255, problems, "field_required_name");
    const seoLink = name ? readSeoLink(input.seoLink, name, "seoLink", problems) : "";
    // A brand's link serves every language: it must be free in all of them.
    const taken = seoLink && (await seoLinkTaken(tx, seoLink, null, { brand: input.id ?? 0 }));
    if (taken) problems.push({ field: "seoLink", key: "seo_link_taken" });
    const description = readText(input.description, "description", 20_000, problems);
    const sort = readSort(input.sort, problems);
    const columns = { name, seo_link: seoLink, ...(description !== null || !input.id ? { description: description ?? "" } : {}), ...(sort !== null ? { sort } : {}), ...isActiveColumn(input.isActive), updated_at: new Date() };
    return { problems, columns, code: taken ? "SEO_LINK_TAKEN" : undefined };
  });

export const saveModel = (ctx: ShopContext, input: AdminModelInput) =>
  saveFlat(ctx, MODELS, input.id, async (tx) => {
    const problems: FieldProblem[] = [];
    const name = requireText(input.name, "name", 255, problems, "field_required_name");
    const brandId = input.brandId ?? null;
    if (brandId !== null && !(await findFlat(tx, BRANDS, brandId))) problems.push({ field: "brandId", key: "not_found" });
    return { problems, columns: { name, ...(input.brandId !== undefined ? { brand_id: brandId } : {}), ...isActiveColumn(input.isActive) } };
  });

export const saveSupplier = (ctx: ShopContext, input: AdminSupplierInput) =>
  saveFlat(ctx, SUPPLIERS, input.id, async () => {
    const problems: FieldProblem[] = [];
    const name = requireText(input.name, "name", 255, problems, "field_required_name");
    return { problems, columns: { name, ...isActiveColumn(input.isActive) } };
  });
