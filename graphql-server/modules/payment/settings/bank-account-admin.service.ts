// The owner's writes of the bank accounts shown for wire transfer. An IBAN is stored in its electronic format after
// the mod-97 check; one that orders name is never deleted (an order keeps showing the account it was paid to), only
// deactivated, which takes it off the checkout. Every write is audited.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import type { InferResult } from "kysely";
import { first, rows } from "../../../core/database.js";
import { notFound, operationError, type OperationErrorResult } from "../../../core/errors.js";
import { audit, type AuditScope } from "../../../core/audit.js";
import { isValidIban, normalizeIban } from "../iban.js";
import { paymentDatabase as db } from "../payment.database.js";

export interface AdminBankAccountRecord {
  id: number;
  bankName: string;
  branch: string;
  accountHolder: string;
  accountNumber: string;
  iban: string;
  currency: string;
  sort: number;
  isActive: boolean;
  orderCount: number;
}

const text = (max: number) => z.string().trim().max(max);
const accountSchema = z.object({
  id: z.number().int().min(1).max(2_147_483_647).nullish(),
  bankName: text(128).min(1),
  branch: text(128).nullish(),
  accountHolder: text(255).min(1),
  accountNumber: text(64).nullish(),
  iban: z.string().max(64),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/)
    .nullish(),
  sort: z.number().int().min(-1_000_000).max(1_000_000).nullish(),
  isActive: z.boolean().nullish(),
});

/** The accounts with how many orders name each (those are never deleted). */
const accounts = () =>
  db.selectFrom("bank_account as b").select((eb) => [
    "b.id",
    "b.bank_name as bankName",
    "b.branch",
    "b.account_holder as accountHolder",
    "b.account_number as accountNumber",
    "b.iban",
    "b.currency",
    "b.sort",
    "b.is_active as isActive",
    eb
      .selectFrom("shop_order as o")
      .select((o) => o.fn.countAll<number>().as("n"))
      .whereRef("o.bank_account_id", "=", "b.id")
      .as("orderCount"),
  ]);

const toRecord = (r: InferResult<ReturnType<typeof accounts>>[number]): AdminBankAccountRecord => ({ ...r, orderCount: r.orderCount ?? 0 });

export async function adminBankAccounts(em: EntityManager): Promise<AdminBankAccountRecord[]> {
  return (await rows(em, accounts().orderBy("b.sort").orderBy("b.id"))).map(toRecord);
}

async function account(em: EntityManager, id: number): Promise<AdminBankAccountRecord | null> {
  const row = await first(em, accounts().where("b.id", "=", id));
  return row ? toRecord(row) : null;
}

export async function saveBankAccount(scope: AuditScope, raw: unknown): Promise<AdminBankAccountRecord | OperationErrorResult> {
  const parsed = accountSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const empty = issue?.code === "too_small" || (issue?.code === "invalid_type" && issue.input === undefined);
    return operationError(empty ? "MISSING_INFORMATION" : "INVALID_VALUE", issue ? issue.path.map(String).join(".") : null);
  }
  const input = parsed.data;
  const iban = normalizeIban(input.iban);
  if (!iban) return operationError("MISSING_INFORMATION", "iban");
  if (!isValidIban(iban)) return operationError("IBAN_INVALID", "iban");
  return scope.em.transactional(async (tx) => {
    const before = input.id ? await account(tx, input.id) : null;
    if (input.id && !before) throw notFound();
    const taken = await first(
      tx,
      db
        .selectFrom("bank_account")
        .select("id")
        .where("iban", "=", iban)
        .where("id", "is distinct from", input.id ?? null),
    );
    if (taken) return operationError("VALUE_TAKEN", "iban");
    const values = {
      bank_name: input.bankName,
      branch: input.branch ?? "",
      account_holder: input.accountHolder,
      account_number: input.accountNumber ?? "",
      iban,
      currency: input.currency ?? "TRY",
      sort: input.sort ?? 0,
      is_active: input.isActive ?? true,
    };
    const id = before
      ? (await rows(tx, db.updateTable("bank_account").set(values).where("id", "=", before.id)), before.id)
      : (await first(tx, db.insertInto("bank_account").values(values).returning("id")))!.id;
    const after = (await account(tx, id))!;
    await audit({ em: tx, auth: scope.auth }, { action: before ? "update" : "create", entity: "bank_account", id, before, after });
    return after;
  });
}

export async function deleteBankAccount(scope: AuditScope, id: number): Promise<{ deleted: boolean; deactivated: boolean }> {
  return scope.em.transactional(async (tx) => {
    const before = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? await account(tx, id) : null;
    if (!before) throw notFound();
    if (before.orderCount > 0) {
      await rows(tx, db.updateTable("bank_account").set({ is_active: false }).where("id", "=", id));
      await audit({ em: tx, auth: scope.auth }, { action: "deactivate", entity: "bank_account", id, before, after: { ...before, isActive: false } });
      return { deleted: false, deactivated: true };
    }
    await rows(tx, db.deleteFrom("bank_account").where("id", "=", id));
    await audit({ em: tx, auth: scope.auth }, { action: "delete", entity: "bank_account", id, before, after: null });
    return { deleted: true, deactivated: false };
  });
}
