// The owner edits the cargo companies the cart offers: name, price and currency, the free-above threshold, the
// tracking link template, order and active flag. Companies are never deleted (orders keep their id); switching one
// off takes it out of the cart. Every write is audited.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import { first, rows } from "../../core/database.js";
import { notFound, operationError, type OperationErrorResult } from "../../core/errors.js";
import { audit, type AuditScope } from "../../core/audit.js";
import { cargoDatabase as db } from "./cargo.database.js";

export interface AdminCargoCompanyRecord {
  id: number;
  name: string;
  priceMinor: number;
  currency: string;
  freeAboveMinor: number | null;
  trackingUrl: string;
  isActive: boolean;
  sort: number;
  hasTrackingLink: boolean;
}

const MAX_MINOR = 100_000_000_00;
const companySchema = z.object({
  id: z.number().int().min(1).max(2_147_483_647).nullish(),
  name: z.string().trim().min(1).max(128),
  priceMinor: z.number().int().min(0).max(MAX_MINOR),
  currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/),
  freeAboveMinor: z.number().int().min(0).max(MAX_MINOR).nullish(),
  // The template must lead to an https page; {code} is where the tracking number goes.
  trackingUrl: z.string().trim().max(512).regex(/^(https:\/\/\S+)?$/).nullish(),
  isActive: z.boolean().nullish(),
  sort: z.number().int().min(-1_000_000).max(1_000_000).nullish(),
});

export async function adminCargoCompanies(em: EntityManager, id?: number): Promise<AdminCargoCompanyRecord[]> {
  const companies = await rows(
    em,
    db
      .selectFrom("cargo_company")
      .selectAll()
      .$if(id != null, (q) => q.where("id", "=", id!))
      .orderBy("sort")
      .orderBy("id"),
  );
  return companies.map((r) => ({
    id: r.id,
    name: r.name,
    priceMinor: r.price_minor,
    currency: r.currency,
    freeAboveMinor: r.free_above_minor,
    trackingUrl: r.tracking_url,
    isActive: r.is_active,
    sort: r.sort,
    hasTrackingLink: r.tracking_url !== "",
  }));
}

export async function saveCargoCompany(scope: AuditScope, raw: unknown): Promise<AdminCargoCompanyRecord | OperationErrorResult> {
  const parsed = companySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return operationError(issue?.code === "too_small" && issue.path[0] === "name" ? "MISSING_INFORMATION" : "INVALID_VALUE", String(issue?.path[0] ?? "input"));
  }
  const input = parsed.data;
  const known = await first(scope.em, db.selectFrom("currency").select("id").where("iso_code", "=", input.currency));
  if (!known) return operationError("INVALID_VALUE", "currency");
  return scope.em.transactional(async (tx) => {
    const [before] = input.id ? await adminCargoCompanies(tx, input.id) : [];
    if (input.id && !before) throw notFound();
    const values = {
      name: input.name,
      price_minor: input.priceMinor,
      currency: input.currency,
      free_above_minor: input.freeAboveMinor ?? null,
      tracking_url: input.trackingUrl ?? "",
      is_active: input.isActive ?? before?.isActive ?? true,
      sort: input.sort ?? before?.sort ?? 0,
    };
    const id = before
      ? (await rows(tx, db.updateTable("cargo_company").set(values).where("id", "=", before.id)), before.id)
      : (await first(tx, db.insertInto("cargo_company").values(values).returning("id")))!.id;
    const [after] = await adminCargoCompanies(tx, id);
    await audit({ em: tx, auth: scope.auth }, { action: before ? "update" : "create", entity: "cargo_company", id, before: before ?? null, after });
    return after;
  });
}
