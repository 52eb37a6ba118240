// The admin's brands, models and suppliers: flat records a product points at. One set of functions serves the
// three (a list with search and paging, one record, save, delete while no product uses it); each kind declares its
// table, how a row reads and how an input is checked. Writes are audited; a brand's rename refreshes the search
// documents of its products (shoppers find products by brand name).
import type { EntityManager } from "@mikro-orm/core";
import type { CompiledQuery, SelectQueryBuilder } from "kysely";
import { insertRow, likePattern, paging, readSeoLink, readText, requireText, searchText, updateRow } from "../../../core/admin-records.js";
import type { ShopContext } from "../../../core/context.js";
import { first, rows, sql } from "../../../core/database.js";
import { inParallel } from "../../../core/db.js";
import { operationError, type OperationErrorResult } from "../../../core/errors.js";
import { formError, type FieldProblem, type FormErrorResult } from "../../../core/form.js";
import type { AdminBrand, AdminBrandInput, AdminModel, AdminModelInput, AdminSupplier, AdminSupplierInput, AdminTaxonomyFilter } from "../../../generated/resolvers-types.js";
import { audit } from "../../../core/audit.js";
import { catalogDatabase as db } from "../catalog.database.js";
import { readSort, type DeleteOutcome } from "./category-admin.service.js";
import { seoLinkTaken } from "./category-admin.read.js";
import { refreshSearchIndex } from "../listing/index.js";

/** Which records a read takes: one by id, or those matching the admin's filter. */
interface Narrow {
  id?: number;
  /** An ilike pattern on the name. */
  namePattern?: string;
  isActive?: boolean;
  brandId?: number;
}

interface Page {
  limit: number;
  offset: number;
}

/** A statement answering `Row`s. */
type Statement<Row> = { compile(): CompiledQuery<Row> };

interface FlatKind<Dto, Row> {
  entity: "brand" | "model" | "supplier";
  /** The product column that points at it. */
  productColumn: "brand_id" | "model_id" | "supplier_id";
  /** The records `narrow` takes with their columns, in the list's order (one page of them with `page`). */
  records(narrow: Narrow, page?: Page): Statement<Row>;
  /** How many records `narrow` takes. */
  count(narrow: Narrow): Statement<{ n: number }>;
  /** Deletes one record. */
  remove(id: number): Statement<unknown>;
  dto(row: Row): Dto;
  /** Renaming it changes what shoppers search by. */
  searchable?: boolean;
  /** Its list can be narrowed to one brand's. */
  hasBrand?: boolean;
}

/**
 * A read of a kind's records (`r`) narrowed as asked. The conditions are the same for every kind, so they name the
 * record's columns by reference, which each kind's table has (a brand only narrows models).
 */
function narrowed<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, narrow: Narrow, page?: Page): SelectQueryBuilder<DB, TB, O> {
  let read = query;
  if (narrow.id !== undefined) read = read.where(sql.ref("r.id"), "=", narrow.id);
  if (narrow.namePattern !== undefined) read = read.where(sql.ref("r.name"), "ilike", narrow.namePattern);
  if (narrow.isActive !== undefined) read = read.where(sql.ref("r.is_active"), "=", narrow.isActive);
  if (narrow.brandId !== undefined) read = read.where(sql.ref("r.brand_id"), "=", narrow.brandId);
  return page ? read.limit(page.limit).offset(page.offset) : read;
}

/** A kind as written: its row type is what its records' statement answers. */
const flatKind = <Dto, Row>(kind: FlatKind<Dto, Row>) => kind;

export const BRANDS = flatKind({
  entity: "brand",
  productColumn: "brand_id",
  records: (narrow, page) =>
    narrowed(
      db
        .selectFrom("brand as r")
        .select(["r.id", "r.name", "r.seo_link", "r.description", "r.sort", "r.is_active"])
        .select((eb) => eb.selectFrom("product as p").select(eb.fn.countAll<number>().as("n")).whereRef("p.brand_id", "=", "r.id").as("product_count")),
      narrow,
      page,
    )
      .orderBy("r.sort")
      .orderBy("r.name")
      .orderBy("r.id"),
  count: (narrow) => narrowed(db.selectFrom("brand as r").select((eb) => eb.fn.countAll<number>().as("n")), narrow),
  remove: (id) => db.deleteFrom("brand").where("id", "=", id),
  searchable: true,
  dto: (r): AdminBrand & { __typename: "AdminBrand" } => ({ __typename: "AdminBrand", id: r.id, name: r.name, seoLink: r.seo_link, description: r.description, sort: r.sort, isActive: r.is_active, productCount: r.product_count ?? 0 }),
});

export const MODELS = flatKind({
  entity: "model",
  productColumn: "model_id",
  records: (narrow, page) =>
    narrowed(
      db
        .selectFrom("model as r")
        .leftJoin("brand as b", "b.id", "r.brand_id")
        .select(["r.id", "r.name", "r.brand_id", "r.is_active"])
        .select((eb) => ["b.name as brand_name", eb.selectFrom("product as p").select(eb.fn.countAll<number>().as("n")).whereRef("p.model_id", "=", "r.id").as("product_count")]),
      narrow,
      page,
    )
      .orderBy("r.name")
      .orderBy("r.id"),
  count: (narrow) => narrowed(db.selectFrom("model as r").select((eb) => eb.fn.countAll<number>().as("n")), narrow),
  remove: (id) => db.deleteFrom("model").where("id", "=", id),
  hasBrand: true,
  dto: (r): AdminModel & { __typename: "AdminModel" } => ({ __typename: "AdminModel", id: r.id, name: r.name, brandId: r.brand_id, brandName: r.brand_name, isActive: r.is_active, productCount: r.product_count ?? 0 }),
});

export const SUPPLIERS = flatKind({
  entity: "supplier",
  productColumn: "supplier_id",
  records: (narrow, page) =>
    narrowed(
      db
        .selectFrom("supplier as r")
        .select(["r.id", "r.name", "r.is_active"])
        .select((eb) => eb.selectFrom("product as p").select(eb.fn.countAll<number>().as("n")).whereRef("p.supplier_id", "=", "r.id").as("product_count")),
      narrow,
      page,
    )
      .orderBy("r.name")
      .orderBy("r.id"),
  count: (narrow) => narrowed(db.selectFrom("supplier as r").select((eb) => eb.fn.countAll<number>().as("n")), narrow),
  remove: (id) => db.deleteFrom("supplier").where("id", "=", id),
  dto: (r): AdminSupplier & { __typename: "AdminSupplier" } => ({ __typename: "AdminSupplier", id: r.id, name: r.name, isActive: r.is_active, productCount: r.product_count ?? 0 }),
});

/** One page of a kind's records, filtered by part of the name, activity and (models) brand. */
export async function listFlat<Dto, Row>(em: EntityManager, kind: FlatKind<Dto, Row>, filter: AdminTaxonomyFilter | null | undefined, page?: number | null, pageSize?: number | null) {
  const search = searchText(filter?.search);
  const narrow: Narrow = {
    namePattern: search ? likePattern(search) : undefined,
    isActive: typeof filter?.isActive === "boolean" ? filter.isActive : undefined,
    brandId: kind.hasBrand && typeof filter?.brandId === "number" ? filter.brandId : undefined,
  };
  const at = paging(page, pageSize);
  const [records, counted] = await inParallel(em, [() => rows(em, kind.records(narrow, { limit: at.pageSize, offset: at.offset })), () => first(em, kind.count(narrow))]);
  return { items: records.map(kind.dto), total: counted?.n ?? 0, page: at.page, pageSize: at.pageSize };
}

export async function findFlat<Dto, Row>(em: EntityManager, kind: FlatKind<Dto, Row>, id: number): Promise<Dto | null> {
  const record = await first(em, kind.records({ id }));
  return record ? kind.dto(record) : null;
}

type Checked = { problems: FieldProblem[]; columns: Record<string, unknown>; code?: "SEO_LINK_TAKEN" };

/** Saves a record: `check` reads the input into columns (in the transaction, so look-ups see the same data). */
async function saveFlat<Dto, Row>(ctx: ShopContext, kind: FlatKind<Dto, Row>, id: number | null | undefined, check: (tx: EntityManager) => Promise<Checked>): Promise<Dto | FormErrorResult | OperationErrorResult> {
  return ctx.em.transactional(async (tx) => {
    const before = id ? await findFlat(tx, kind, id) : null;
    if (id && !before) return operationError("NOT_FOUND", "id");
    const { problems, columns, code } = await check(tx);
    if (problems.length) return formError(problems, code);
    const savedId = id ? (await updateRow(tx, kind.entity, id, columns), id) : await insertRow(tx, kind.entity, columns);
    const after = (await findFlat(tx, kind, savedId))!;
    await audit({ ...ctx, em: tx }, { action: id ? "update" : "create", entity: kind.entity, id: savedId, before, after });
    if (id && kind.searchable) {
      const products = await rows(tx, db.selectFrom("product").select("id").where(kind.productColumn, "=", id));
      await refreshSearchIndex(ctx, tx, products.map((p) => p.id));
    }
    return after;
  });
}

/** Deletes a record no product uses. */
export async function deleteFlat<Dto, Row>(ctx: ShopContext, kind: FlatKind<Dto, Row>, id: number): Promise<DeleteOutcome> {
  return ctx.em.transactional(async (tx) => {
    const before = await findFlat(tx, kind, id);
    if (!before) return operationError("NOT_FOUND", "id");
    const used = await first(
      tx,
      db.selectFrom((eb) => eb.selectFrom("product").select("id").where(kind.productColumn, "=", id).forShare().as("p")).select((eb) => eb.fn.countAll<number>().as("n")),
    );
    if ((used?.n ?? 0) > 0) return operationError("RECORD_IN_USE", "id");
    await rows(tx, kind.remove(id));
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
