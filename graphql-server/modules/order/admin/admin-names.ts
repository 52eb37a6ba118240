// Admins' names by id, for the pages that show who changed an order. The admin module owns the admins and offers this
// as the `adminNames` service; the order module imports nothing of it, so that no module depends on the admin module.
import type { EntityManager } from "@mikro-orm/core";

export type AdminNames = (em: EntityManager, ids: readonly number[]) => Promise<Map<number, string>>;

declare module "../../../core/context.js" {
  interface ShopServices {
    /** Admins' names by id (offered by the admin module; absent without it). */
    adminNames?: AdminNames;
  }
}
