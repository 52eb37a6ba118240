// Cargo companies: the active ones in their order, with their currency's exchange rate (prices are converted into
// the cart currency by the cart read model), and choosing one for the cart.
import type { EntityManager } from "@mikro-orm/core";
import type { Shopper } from "../../core/context.js";
import { notFound } from "../../core/errors.js";
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

/** Chooses an active cargo company for the shopper's cart (created when missing); NOT_FOUND for any other id. */
export async function selectCargo(em: EntityManager, shopper: Shopper, cargoId: number, language: string, cartId: number): Promise<void> {
  if (!Number.isSafeInteger(cargoId) || cargoId <= 0) throw notFound(language);
  const rows = await sql(em, `update cart set cargo_id = k.id, updated_at = now() from cargo_company k
     where cart.id = ? and cart.shopper_kind = ? and cart.shopper_id = ? and k.id = ? and k.is_active returning cart.id`, [
    cartId,
    shopper.kind,
    shopper.id,
    cargoId,
  ]);
  if (!rows.length) throw notFound(language);
}
