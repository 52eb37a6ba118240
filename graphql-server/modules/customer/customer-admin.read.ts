// The shop's reads of members (admin): live accounts searched by name, email or phone and by type, sorted, a page
// at a time (a count and a page: two statements), and one member's profile. The profile columns are the member's
// own read's (customer.service.ts), so no password hash or token can slip in.
import type { EntityManager } from "@mikro-orm/core";
import { num, sql } from "../../core/db.js";
import { normalizePhone } from "../../core/form.js";
import { getCustomerProfile, PROFILE_COLUMNS, profileOf, type CustomerProfile } from "./customer.service.js";

export const ADMIN_CUSTOMERS_MAX_PER_PAGE = 100;

export interface AdminCustomerFilter {
  /** Part of the name, the email or the phone. */
  search: string | null;
  kind: "individual" | "corporate" | null;
}

export type AdminCustomerSort = "created_desc" | "created_asc" | "name_asc";

const ORDER_BY: Record<AdminCustomerSort, string> = {
  created_desc: "created_at desc, id desc",
  created_asc: "created_at asc, id asc",
  name_asc: "lower(first_name) asc, lower(last_name) asc, id asc",
};

/** `like` pattern of a text searched anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A phone is stored normalised (+90…): a typed 0532 … is looked up by its digits, whatever the spacing. */
function phonePattern(search: string): string | null {
  const digits = normalizePhone(search).replace(/\D/g, "");
  return digits.length >= 3 ? containing(digits.slice(-10)) : null;
}

function whereOf(filter: AdminCustomerFilter): { where: string; params: unknown[] } {
  const text = filter.search ? containing(filter.search.toLowerCase()) : null;
  const phone = filter.search ? phonePattern(filter.search) : null;
  const where = `where deleted_at is null
    and (?::text is null or kind = ?)
    and (?::text is null or lower(first_name || ' ' || last_name) like ? or lower(email) like ? or lower(coalesce(company_name, '')) like ?
         or (?::text is not null and regexp_replace(coalesce(phone, ''), '\\D', '', 'g') like ?))`;
  return { where, params: [filter.kind, filter.kind, text, text, text, text, phone, phone] };
}

export async function adminCustomersPage(
  em: EntityManager,
  filter: AdminCustomerFilter,
  sort: AdminCustomerSort,
  page: number,
  perPage: number,
): Promise<{ customers: CustomerProfile[]; total: number; page: number; perPage: number }> {
  const { where, params } = whereOf(filter);
  const counted = await sql(em, `select count(*) as n from customer ${where}`, params);
  const rows = await sql(em, `select ${PROFILE_COLUMNS} from customer ${where} order by ${ORDER_BY[sort]} limit ? offset ?`, [...params, perPage, (page - 1) * perPage]);
  return { customers: rows.map(profileOf), total: num(counted[0]?.n), page, perPage };
}

/** A live member by id (null when unknown or deleted). */
export const adminCustomer = (em: EntityManager, id: number) =>
  Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? getCustomerProfile(em, id) : Promise.resolve(null);
