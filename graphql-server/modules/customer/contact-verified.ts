// When a member proves an email address or a phone number is theirs (a link in a mail, a one-time code), other
// modules may have something waiting for that contact: the order module links the guest orders placed with it to
// the member. They subscribe here instead of the customer module calling them, so the customer module depends on
// none of them; listeners are code registered when a module loads, the same on every node.
import type { EntityManager } from "@mikro-orm/core";
import { first, sql } from "../../core/database.js";
import { customerDatabase as db } from "./customer.database.js";

/** The contact that was just verified (only that one: the other may still be unproven). */
export interface VerifiedContact {
  email?: string;
  phone?: string;
}
export type ContactVerifiedListener = (em: EntityManager, customerId: number, contact: VerifiedContact) => Promise<unknown>;

const listeners: ContactVerifiedListener[] = [];

export function onContactVerified(listener: ContactVerifiedListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

/** Tells the listeners, in the caller's unit of work (a listener's failure fails the verification with it). */
export async function contactVerified(em: EntityManager, customerId: number, contact: VerifiedContact): Promise<void> {
  for (const listener of listeners) await listener(em, customerId, contact);
}

/** Marks the member's email verified (a link sent to it was opened) and tells the listeners. */
export async function markEmailVerified(em: EntityManager, customerId: number): Promise<void> {
  const verified = await first(
    em,
    db
      .updateTable("customer")
      .set({ email_verified_at: sql<Date>`now()` })
      .where("id", "=", customerId)
      .where("email_verified_at", "is", null)
      .where("deleted_at", "is", null)
      .returning("email"),
  );
  const email = verified?.email ?? null;
  if (email) await contactVerified(em, customerId, { email });
}
