// The search documents follow the catalogue: after an admin writes a product, a category or a brand, the words a
// shopper searches by change. Indexing is the search module's business, handed in as the `searchIndex` service, so
// the catalogue imports nothing of it (search reads the catalogue, not the other way round), and a shop without the
// search module simply has nothing to refresh.
import type { EntityManager } from "@mikro-orm/core";
import type { ShopContext } from "../../../core/context.js";

export interface SearchIndex {
  /** Rebuilds the documents of the given products (every product when omitted) in the caller's transaction. */
  refresh(em: EntityManager, productIds?: number[]): Promise<void>;
}

declare module "../../../core/context.js" {
  interface ShopServices {
    /** Keeps product search in step with catalogue writes (offered by the search module; absent without it). */
    searchIndex?: SearchIndex;
  }
}

/** Refreshes the search documents after a catalogue write; `productIds` omitted = a change that touches many. */
export async function refreshSearchIndex(ctx: Pick<ShopContext, "services">, em: EntityManager, productIds?: number[]): Promise<void> {
  if (productIds?.length === 0) return;
  await ctx.services.searchIndex?.refresh(em, productIds);
}
