// Cargo companies: the active ones in their order, with their currency's exchange rate (prices are converted into
// the cart currency by the cart read model), and choosing one for the cart.
import type { EntityManager } from "@mikro-orm/core";
import { first, rows } from "../../core/database.js";
import { cargoDatabase as db } from "./cargo.database.js";

export interface CargoCompanyRow {
  id: number;
  name: string;
  priceMinor: number;
  freeAboveMinor: number | null;
  trackingUrl: string;
  /** Exchange rate of the company's currency against the default (1 when the currency is unknown). */
  rate: number;
}

/** Active cargo companies, first = the default choice. One statement. */
export async function loadCargoCompanies(em: EntityManager): Promise<CargoCompanyRow[]> {
  const companies = await rows(
    em,
    db
      .selectFrom("cargo_company as k")
      .leftJoin("currency as cur", "cur.iso_code", "k.currency")
      .select(["k.id", "k.name", "k.price_minor as priceMinor", "k.free_above_minor as freeAboveMinor", "k.tracking_url as trackingUrl", "cur.exchange_rate"])
      .where("k.is_active", "=", true)
      .orderBy("k.sort")
      .orderBy("k.id"),
  );
  // numeric arrives as text; an unknown currency converts at 1.
  return companies.map(({ exchange_rate, ...company }) => ({ ...company, rate: Number(exchange_rate ?? 0) || 1 }));
}

/** The tracking link of a shipment: the company's template with {code} filled (empty without a template). */
export const trackingLink = (template: string, code: string) => (template ? template.replaceAll("{code}", encodeURIComponent(code)) : "");

/** Whether a cargo company exists and is active (a cart may choose only such a one). */
export async function isActiveCargo(em: EntityManager, cargoId: number): Promise<boolean> {
  if (!Number.isSafeInteger(cargoId) || cargoId <= 0 || cargoId > 2_147_483_647) return false;
  return (await first(em, db.selectFrom("cargo_company").select("id").where("id", "=", cargoId).where("is_active", "=", true))) !== undefined;
}

/** A cargo company by id, active or not (an order may ship with one that is no longer offered); null when unknown. */
export async function findCargoCompany(em: EntityManager, cargoId: number): Promise<{ id: number; name: string; trackingUrl: string } | null> {
  if (!Number.isSafeInteger(cargoId) || cargoId <= 0 || cargoId > 2_147_483_647) return null;
  const row = await first(em, db.selectFrom("cargo_company").select(["id", "name", "tracking_url as trackingUrl"]).where("id", "=", cargoId));
  return row ?? null;
}
