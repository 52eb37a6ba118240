// A member's product comments as the customer module needs them: their author's name forgotten with the account.
// The catalog module owns the comments and offers this as the `memberComments` service; the customer module imports
// nothing of it (the catalog already depends on this one for the author's name).
import type { EntityManager } from "@mikro-orm/core";

export interface MemberComments {
  /** Removes the member's name from their comments (inside the caller's transaction); returns how many there were. */
  forgetAuthor(tx: EntityManager, customerId: number): Promise<number>;
}

declare module "../../../core/context.js" {
  interface ShopServices {
    /** A member's product comments (offered by the catalog module; absent without it). */
    memberComments?: MemberComments;
  }
}
