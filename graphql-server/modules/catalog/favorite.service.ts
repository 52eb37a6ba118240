// Members' favourite products: add, remove, a page of them as cards, and the flag every product and card carries.
// The flag is read for all products of a request in one query (a DataLoader), and not at all for anyone signed out,
// so listings cost visitors nothing more and members one query per page whatever the number of cards.
import type { EntityManager } from "@mikro-orm/core";
import DataLoader from "dataloader";

import type { ShopContext } from "../../core/context.js";
import { intList, num, sql } from "../../core/db.js";
import { operationError, type OperationErrorResult } from "../../core/errors.js";
import type { ProductCard } from "../../generated/resolvers-types.js";
import { cardsByIds } from "./cards.js";
import type { CatalogScope } from "./catalog.scope.js";

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
  const inserted = await sql(
    em,
    `insert into customer_favorite (customer_id, product_id, created_at)
       select ?, p.id, now() from product p where p.id = ? and p.is_active
     on conflict (customer_id, product_id) do nothing
     returning id`,
    [customerId, productId],
  );
  if (inserted.length) return change(productId, true);
  const already = await sql(em, `select 1 from customer_favorite where customer_id = ? and product_id = ?`, [customerId, productId]);
  return already.length ? change(productId, true) : operationError("COMMENT_NO_PRODUCT", "productId");
}

/** Removes the product from the member's favourites (removing one that is not there is not an error). */
export async function removeFavorite(em: EntityManager, customerId: number, productId: number): Promise<FavoriteChange> {
  await sql(em, `delete from customer_favorite where customer_id = ? and product_id = ?`, [customerId, productId]);
  return change(productId, false);
}

/** The member's favourites that are still on sale, newest first, as cards. */
export async function favoritePage(
  scope: CatalogScope,
  customerId: number,
  input: { page?: number | null; pageSize?: number | null },
): Promise<FavoritePage> {
  const pageSize = Math.min(Math.max(input.pageSize ?? 12, 1), MAX_PAGE_SIZE);
  const [counted] = await sql(
    scope.em,
    `select count(*) as total from customer_favorite f join product p on p.id = f.product_id where f.customer_id = ? and p.is_active`,
    [customerId],
  );
  const total = num(counted?.total);
  const pageCount = Math.max(Math.ceil(total / pageSize), 1);
  const page = Math.min(Math.max(input.page ?? 1, 1), pageCount);
  const rows = await sql(
    scope.em,
    `select f.product_id from customer_favorite f join product p on p.id = f.product_id
      where f.customer_id = ? and p.is_active order by f.created_at desc, f.id desc limit ? offset ?`,
    [customerId, pageSize, (page - 1) * pageSize],
  );
  const items = await cardsByIds(scope, rows.map((r) => num(r.product_id)));
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
        const rows = await sql(ctx.em, `select product_id from customer_favorite where customer_id = ? and product_id = any(?::int[])`, [
          customer.id,
          intList([...ids]),
        ]);
        const found = new Set(rows.map((r) => num(r.product_id)));
        return ids.map((id) => found.has(id));
      }),
  );
  return loader.load(productId);
}
