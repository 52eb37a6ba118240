// The owner's writes of the bank accounts shown for wire transfer. An IBAN is stored in its electronic format after
// the mod-97 check; one that orders name is never deleted (an order keeps showing the account it was paid to), only
// deactivated, which takes it off the checkout. Every write is audited.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import { num, sql, str } from "../../core/db.js";
import { notFound, operationError, type OperationErrorResult } from "../../core/errors.js";
import { audit, type AuditScope } from "../../core/audit.js";
import { isValidIban, normalizeIban } from "./iban.js";

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
  currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/).nullish(),
  sort: z.number().int().min(-1_000_000).max(1_000_000).nullish(),
  isActive: z.boolean().nullish(),
});

const toRecord = (r: Record<string, unknown>): AdminBankAccountRecord => ({
  id: num(r.id),
  bankName: str(r.bank_name),
  branch: str(r.branch),
  accountHolder: str(r.account_holder),
  accountNumber: str(r.account_number),
  iban: str(r.iban),
  currency: str(r.currency),
  sort: num(r.sort),
  isActive: Boolean(r.is_active),
  orderCount: num(r.order_count),
});

const SELECT = `select b.*, (select count(*) from shop_order o where o.bank_account_id = b.id) as order_count from bank_account b`;

export async function adminBankAccounts(em: EntityManager): Promise<AdminBankAccountRecord[]> {
  return (await sql(em, `${SELECT} order by b.sort, b.id`)).map(toRecord);
}

async function account(em: EntityManager, id: number): Promise<AdminBankAccountRecord | null> {
  const [row] = await sql(em, `${SELECT} where b.id = ?`, [id]);
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
    if ((await sql(tx, `select 1 from bank_account where iban = ? and id is distinct from ?`, [iban, input.id ?? null])).length) return operationError("VALUE_TAKEN", "iban");
    const values = [input.bankName, input.branch ?? "", input.accountHolder, input.accountNumber ?? "", iban, input.currency ?? "TRY", input.sort ?? 0, input.isActive ?? true];
    const id = before
      ? (await sql(tx, `update bank_account set bank_name = ?, branch = ?, account_holder = ?, account_number = ?, iban = ?, currency = ?, sort = ?, is_active = ? where id = ?`, [...values, before.id]), before.id)
      : num((await sql(tx, `insert into bank_account (bank_name, branch, account_holder, account_number, iban, currency, sort, is_active) values (?, ?, ?, ?, ?, ?, ?, ?) returning id`, values))[0].id);
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
      await sql(tx, `update bank_account set is_active = false where id = ?`, [id]);
      await audit({ em: tx, auth: scope.auth }, { action: "deactivate", entity: "bank_account", id, before, after: { ...before, isActive: false } });
      return { deleted: false, deactivated: true };
    }
    await sql(tx, `delete from bank_account where id = ?`, [id]);
    await audit({ em: tx, auth: scope.auth }, { action: "delete", entity: "bank_account", id, before, after: null });
    return { deleted: true, deactivated: false };
  });
}
