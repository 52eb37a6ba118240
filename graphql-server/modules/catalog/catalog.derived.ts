// Derived product columns the listing sorts and filters on: stock total (own stock or active sub-products'),
// approved comment count and average, the property values of the active variants (the property facet), and the list
// price (the display price converted to the default currency). Called after catalogue writes (seed, admin, comments); one statement each, whatever the count.
import type { EntityManager } from "@mikro-orm/core";
import { intList, num, sql } from "../../core/db.js";
import { displayPrice } from "./pricing.js";
import { roundHalfAwayFromZero } from "../../core/money.js";

export async function refreshProductDerived(em: EntityManager, productIds?: number[]): Promise<void> {
  const where = productIds ? `where p.id = any(?::int[])` : "";
  const params = productIds ? [intList(productIds)] : [];
  await sql(
    em,
    `update product p set
       stock_total = coalesce((select sum(sp.stock_amount) from sub_product sp where sp.product_id = p.id and sp.is_active), p.stock_amount),
       comment_total = (select count(*) from product_comment c where c.product_id = p.id and c.is_approved),
       comment_rate = coalesce((select round(avg(c.rate), 2) from product_comment c where c.product_id = p.id and c.is_approved), 0),
       property_ids = array(select distinct v.id from sub_product sp cross join lateral (values (sp.property1_id), (sp.property2_id)) as v(id)
                             where sp.product_id = p.id and sp.is_active and v.id is not null order by v.id)
     ${where}`,
    params,
  );
  const rows = await sql(
    em,
    `select p.id, p.selling_price_minor, p.discounted_price_minor, c.exchange_rate
       from product p join currency c on c.id = p.currency_id ${where}`,
    params,
  );
  if (rows.length === 0) return;
  const listPrices = rows.map((r) => {
    const price = displayPrice({
      sellingMinor: num(r.selling_price_minor),
      discountedMinor: r.discounted_price_minor === null ? null : num(r.discounted_price_minor),
    });
    const rate = num(r.exchange_rate) || 1;
    return roundHalfAwayFromZero(price.displayMinor / rate);
  });
  await sql(
    em,
    `update product p set list_price_minor = v.price from unnest(?::int[], ?::bigint[]) as v(id, price) where p.id = v.id`,
    [intList(rows.map((r) => num(r.id))), intList(listPrices)],
  );
}
