// Derived product columns the listing sorts and filters on: stock total (own stock or active sub-products'),
// approved comment count and average, the property values of the active variants (the property facet), and the list
// price (the display price converted to the default currency). Called after catalogue writes (seed, admin, comments); one statement each, whatever the count.
import type { EntityManager } from "@mikro-orm/core";
import { intList, sql } from "../../core/db.js";
import { rows, sql as typedSql } from "../../core/database.js";
import { catalogDatabase as db } from "./catalog.database.js";
import { displayPrice } from "./pricing.js";
import { roundHalfAwayFromZero } from "../../core/money.js";

export async function refreshProductDerived(em: EntityManager, productIds?: number[]): Promise<void> {
  const only = productIds === undefined ? null : typedSql<number>`any(${intList(productIds)}::int[])`;
  await rows(
    em,
    db
      .updateTable("product as p")
      .set((eb) => {
        const approved = () => eb.selectFrom("product_comment as c").whereRef("c.product_id", "=", "p.id").where("c.is_approved", "=", true);
        return {
          stock_total: eb.fn.coalesce(
            eb.selectFrom("sub_product as sp").select((sp) => sp.fn.sum<number>("sp.stock_amount").as("n")).whereRef("sp.product_id", "=", "p.id").where("sp.is_active", "=", true),
            eb.ref("p.stock_amount"),
          ),
          comment_total: approved().select((c) => c.fn.countAll<number>().as("n")),
          comment_rate: eb.fn.coalesce(approved().select(typedSql<string>`round(avg(c.rate), 2)`.as("rate")), typedSql<string>`0`),
          // The values of the active variants, each once, in order.
          property_ids: typedSql<number[]>`array(select distinct v.id from sub_product sp cross join lateral (values (sp.property1_id), (sp.property2_id)) as v(id)
                                                 where sp.product_id = p.id and sp.is_active and v.id is not null order by v.id)`,
        };
      })
      .$if(only !== null, (query) => query.where("p.id", "=", only!)),
  );
  const prices = await rows(
    em,
    db
      .selectFrom("product as p")
      .innerJoin("currency as c", "c.id", "p.currency_id")
      .select(["p.id", "p.selling_price_minor", "p.discounted_price_minor", "c.exchange_rate"])
      .$if(only !== null, (query) => query.where("p.id", "=", only!)),
  );
  if (prices.length === 0) return;
  const listPrices = prices.map((r) => {
    const price = displayPrice({ sellingMinor: r.selling_price_minor, discountedMinor: r.discounted_price_minor });
    // numeric arrives as text
    const rate = Number(r.exchange_rate) || 1;
    return roundHalfAwayFromZero(price.displayMinor / rate);
  });
  await sql(
    em,
    `update product p set list_price_minor = v.price from unnest(?::int[], ?::bigint[]) as v(id, price) where p.id = v.id`,
    [intList(prices.map((r) => r.id)), intList(listPrices)],
  );
}
