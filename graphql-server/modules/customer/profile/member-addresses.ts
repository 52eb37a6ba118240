// A member's address book as the customer module needs it: listed in the copy of the member's data, deleted with
// the account. The address module owns the addresses and offers this as the `memberAddresses` service; the customer
// module imports nothing of it (the address module already depends on this one through the cart and the guest).
import type { EntityManager } from "@mikro-orm/core";
import type { RequestScope } from "../../../core/context.js";

export interface MemberAddresses {
  /** The member's saved addresses, as the address book shows them. */
  list(scope: RequestScope, customerId: number): Promise<object[]>;
  /** Deletes every address of the member (inside the caller's transaction); returns how many there were. */
  deleteAll(tx: EntityManager, customerId: number): Promise<number>;
}

declare module "../../../core/context.js" {
  interface ShopServices {
    /** A member's address book (offered by the address module; absent without it). */
    memberAddresses?: MemberAddresses;
  }
}
