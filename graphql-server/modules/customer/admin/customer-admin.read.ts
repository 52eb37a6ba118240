// The shop's reads of members (admin): live accounts searched by name, email or phone and by type, sorted, a page
// at a time (a count and a page: two statements), and one member's profile. The profile columns are the member's
// own read's (customer.service.ts), so no password hash or token can slip in.
import type { EntityManager } from "@mikro-orm/core";
import { rows, sql } from "../../../core/database.js";
import { normalizePhone } from "../../../core/form.js";
import { customerDatabase as db } from "../customer.database.js";
import { getCustomerProfile, PROFILE_COLUMNS, profileOf, type CustomerProfile } from "../customer.service.js";

export const ADMIN_CUSTOMERS_MAX_PER_PAGE = 100;

export interface AdminCustomerFilter {
  /** Part of the name, the email or the phone. */
  search: string | null;
  kind: "individual" | "corporate" | null;
}

export type AdminCustomerSort = "created_desc" | "created_asc" | "name_asc";

const ORDER_BY = {
  created_desc: sql`created_at desc, id desc`,
  created_asc: sql`created_at asc, id asc`,
  name_asc: sql`lower(first_name) asc, lower(last_name) asc, id asc`,
} satisfies Record<AdminCustomerSort, unknown>;

/** `like` pattern of a text searched anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A phone is stored normalised (+90…): a typed 0532 … is looked up by its digits, whatever the spacing. */
function phonePattern(search: string): string | null {
  const digits = normalizePhone(search).replace(/\D/g, "");
  return digits.length >= 3 ? containing(digits.slice(-10)) : null;
}

/** Live members of the filter's kind whose name, email, company or phone holds the search. */
function matching(filter: AdminCustomerFilter) {
  const text = filter.search ? containing(filter.search.toLowerCase()) : null;
  const phone = filter.search ? phonePattern(filter.search) : null;
  const { kind } = filter;
  return db
    .selectFrom("customer")
    .where("deleted_at", "is", null)
    .$if(kind !== null, (q) => q.where("kind", "=", kind!))
    .$if(text !== null, (q) =>
      q.where((eb) =>
        eb.or([
          eb(sql`lower(first_name || ' ' || last_name)`, "like", text!),
          eb(sql`lower(email)`, "like", text!),
          eb(sql`lower(coalesce(company_name, ''))`, "like", text!),
          ...(phone === null ? [] : [eb(sql`regexp_replace(coalesce(phone, ''), '\\D', '', 'g')`, "like", phone)]),
        ]),
      ),
    );
}

export async function adminCustomersPage(
  em: EntityManager,
  filter: AdminCustomerFilter,
  sort: AdminCustomerSort,
  page: number,
  perPage: number,
): Promise<{ customers: CustomerProfile[]; total: number; page: number; perPage: number }> {
  const counted = await rows(em, matching(filter).select((eb) => eb.fn.countAll<number>().as("n")));
  const profiles = await rows(
    em,
    matching(filter)
      .select(PROFILE_COLUMNS)
      .orderBy(ORDER_BY[sort])
      .limit(perPage)
      .offset((page - 1) * perPage),
  );
  return { customers: profiles.map(profileOf), total: counted[0]?.n ?? 0, page, perPage };
}

/** A live member by id (null when unknown or deleted). */
export const adminCustomer = (em: EntityManager, id: number) =>
  Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? getCustomerProfile(em, id) : Promise.resolve(null);
