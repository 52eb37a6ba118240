// One refusal for every write: a rule that says no part way through. It is thrown only inside a transaction, so
// that everything the write did before rolls back (the shopper's or the admin's change is stored whole or not at
// all), and `refusable` answers it as the user error the operation returns — a result, never a thrown GraphQL error.
// A rule that says no before anything is written returns its user error instead. Each module's results hold a user
// error type of their own (OrderError, CartError, FormError, OperationError), so `refusable` is told how to write one.
import type { EntityManager } from "@mikro-orm/core";
import type { ErrorCode } from "../generated/resolvers-types.js";
import { operationError, type OperationErrorResult } from "./errors.js";
import type { FieldProblem } from "./form.js";

/** What a user error shows besides its code: the field to look at, and what its message names. */
export interface RefusalDetails {
  field?: string | null;
  /** How many are left (a cart line asking for more than the stock). */
  available?: number | null;
  /** The member minimum or maximum a quantity broke. */
  limit?: number | null;
  /** The product's page, where the variant the cart needs is chosen. */
  seoLink?: string | null;
  /** A name the message shows (the personalization left empty). */
  name?: string;
  /** Every field of a form that was refused, each with its message key. */
  problems?: FieldProblem[];
}

export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details: RefusalDetails = {},
  ) {
    super(code);
  }

  get field(): string | null {
    return this.details.field ?? null;
  }
}

/** The answer of a refused write, beside the `{ ok: true, … }` of one that went through. */
export interface Refused<E> {
  ok: false;
  error: E;
}

/** The kernel's own user error, for writes whose results hold an OperationError. */
export const asOperationError = (refusal: Refusal): OperationErrorResult => operationError(refusal.code, refusal.field);

/**
 * Runs `work` in a transaction and answers what it returned. A Refusal thrown inside rolls the transaction back and
 * is answered as `{ ok: false, error: asUserError(refusal) }`; any other error rolls back and goes on up.
 * `rollBack` undoes a work that went through as well: a trial whose answer is wanted and whose writes are not (the
 * card step places the order to hear every rule before the shopper meets the bank).
 */
export async function refusable<T extends { ok: true }, E>(
  em: EntityManager,
  asUserError: (refusal: Refusal) => E,
  work: (tx: EntityManager) => Promise<T>,
  options: { rollBack?: boolean } = {},
): Promise<T | Refused<E>> {
  try {
    return options.rollBack ? await rolledBack(em, work) : await em.transactional(work);
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: asUserError(error) };
    throw error;
  }
}

/** `work` in a transaction of its own (a savepoint inside an open one) that ends in a rollback, whatever happens. */
async function rolledBack<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  const tx = em.fork({ clear: false });
  await tx.begin({ ctx: em.getTransactionContext() });
  try {
    return await work(tx);
  } finally {
    await tx.rollback();
  }
}
