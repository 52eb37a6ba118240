// Cargo companies: the active ones in their order, with their currency's exchange rate (prices are converted into
// the cart currency by the cart read model), and choosing one for the cart.
import type { EntityManager } from "@mikro-orm/core";
import { num, numOrNull, sql, str } from "../../core/db.js";

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
  const rows = await sql(
    em,
    `select k.id, k.name, k.price_minor, k.free_above_minor, k.tracking_url, cur.exchange_rate
       from cargo_company k left join currency cur on cur.iso_code = k.currency
      where k.is_active order by k.sort, k.id`,
  );
  return rows.map((r) => ({
    id: num(r.id),
    name: str(r.name),
    priceMinor: num(r.price_minor),
    freeAboveMinor: numOrNull(r.free_above_minor),
    trackingUrl: str(r.tracking_url),
    rate: num(r.exchange_rate) || 1,
  }));
}

/** The tracking link of a shipment: the company's template with {code} filled (empty without a template). */
export const trackingLink = (template: string, code: string) => (template ? template.replaceAll("{code}", encodeURIComponent(code)) : "");

/** Whether a cargo company exists and is active (a cart may choose only such a one). */
export async function isActiveCargo(em: EntityManager, cargoId: number): Promise<boolean> {
  if (!Number.isSafeInteger(cargoId) || cargoId <= 0 || cargoId > 2_147_483_647) return false;
  return (await sql(em, `select 1 from cargo_company where id = ? and is_active`, [cargoId])).length > 0;
}

/** A cargo company by id, active or not (an order may ship with one that is no longer offered); null when unknown. */
export async function findCargoCompany(em: EntityManager, cargoId: number): Promise<{ id: number; name: string; trackingUrl: string } | null> {
  if (!Number.isSafeInteger(cargoId) || cargoId <= 0 || cargoId > 2_147_483_647) return null;
  const [row] = await sql(em, `select id, name, tracking_url from cargo_company where id = ?`, [cargoId]);
  return row ? { id: num(row.id), name: str(row.name), trackingUrl: str(row.tracking_url) } : null;
}
