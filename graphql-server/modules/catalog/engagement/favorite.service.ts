// Members' favourite products: add, remove, a page of them as cards, and the flag every product and card carries.
// The flag is read for all products of a request in one query (a DataLoader), and not at all for anyone signed out,
// so listings cost visitors nothing more and members one query per page whatever the number of cards.
import type { EntityManager } from "@mikro-orm/core";
import DataLoader from "dataloader";

import type { ShopContext } from "../../../core/context.js";
import { first, rows, sql } from "../../../core/database.js";
import { operationError, type OperationErrorResult } from "../../../core/errors.js";
import type { ProductCard } from "../../../generated/resolvers-types.js";
import { cardsByIds } from "../product/index.js";
import type { CatalogScope } from "../catalog.scope.js";
import { catalogDatabase as db } from "../catalog.database.js";

export interface FavoritePage {
  items: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface FavoriteChange {
  __typename: "FavoriteChange";
  productId: number;
  isFavorite: boolean;
}

const MAX_PAGE_SIZE = 48;

const change = (productId: number, isFavorite: boolean): FavoriteChange => ({ __typename: "FavoriteChange", productId, isFavorite });

/** Adds an active product to the member's favourites; adding it again changes nothing. */
export async function addFavorite(em: EntityManager, customerId: number, productId: number): Promise<FavoriteChange | OperationErrorResult> {
  const inserted = await first(
    em,
    db
      .insertInto("customer_favorite")
      .columns(["customer_id", "product_id", "created_at"])
      .expression((eb) =>
        eb
          .selectFrom("product as p")
          .select([sql<number>`${customerId}`.as("customer_id"), "p.id", sql<Date>`now()`.as("created_at")])
          .where("p.id", "=", productId)
          .where("p.is_active", "=", true),
      )
      .onConflict((conflict) => conflict.columns(["customer_id", "product_id"]).doNothing())
      .returning("id"),
  );
  if (inserted) return change(productId, true);
  const already = await first(em, db.selectFrom("customer_favorite").select("id").where("customer_id", "=", customerId).where("product_id", "=", productId));
  return already ? change(productId, true) : operationError("COMMENT_NO_PRODUCT", "productId");
}

/** Removes the product from the member's favourites (removing one that is not there is not an error). */
export async function removeFavorite(em: EntityManager, customerId: number, productId: number): Promise<FavoriteChange> {
  await rows(em, db.deleteFrom("customer_favorite").where("customer_id", "=", customerId).where("product_id", "=", productId));
  return change(productId, false);
}

/** The member's favourites that are still on sale, newest first, as cards. */
export async function favoritePage(
  scope: CatalogScope,
  customerId: number,
  input: { page?: number | null; pageSize?: number | null },
): Promise<FavoritePage> {
  const pageSize = Math.min(Math.max(input.pageSize ?? 12, 1), MAX_PAGE_SIZE);
  const onSale = db
    .selectFrom("customer_favorite as f")
    .innerJoin("product as p", "p.id", "f.product_id")
    .where("f.customer_id", "=", customerId)
    .where("p.is_active", "=", true);
  const counted = await first(scope.em, onSale.select((eb) => eb.fn.countAll<number>().as("total")));
  const total = counted?.total ?? 0;
  const pageCount = Math.max(Math.ceil(total / pageSize), 1);
  const page = Math.min(Math.max(input.page ?? 1, 1), pageCount);
  const listed = await rows(
    scope.em,
    onSale
      .select("f.product_id")
      .orderBy("f.created_at", "desc")
      .orderBy("f.id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  );
  const items = await cardsByIds(scope, listed.map((r) => r.product_id));
  return { items, total, page, pageSize, pageCount };
}

/** Whether the request's member has the product in favourites: one query for all products the request asks about. */
export function isFavorite(ctx: ShopContext, productId: number): Promise<boolean> | boolean {
  const customer = ctx.auth.customer;
  if (!customer) return false;
  const loader = ctx.loader(
    "catalog.favorite",
    () =>
      new DataLoader<number, boolean>(async (ids) => {
        const favorites = await rows(
          ctx.em,
          db.selectFrom("customer_favorite").select("product_id").where("customer_id", "=", customer.id).where("product_id", "=", sql<number>`any(${[...ids]}::int[])`),
        );
        const found = new Set(favorites.map((r) => r.product_id));
        return ids.map((id) => found.has(id));
      }),
  );
  return loader.load(productId);
}
