// The campaigns page: every active price campaign with the first products it applies to. Whatever the number of
// campaigns, three statements: the campaigns (memoised per request), the product ids of all of them at once
// (ranked per campaign in SQL), and the cards of those ids.
import type { CampaignWithProducts } from "../../generated/resolvers-types.js";
import type { EntityManager } from "@mikro-orm/core";
import { intList, sql } from "../../core/db.js";
import { cardsByIds, toCampaignDto, type CatalogScope, type PriceCampaign } from "../catalog/index.js";

/** More than a page row needs; a larger `limit` is cut to this. */
export const MAX_CAMPAIGN_PRODUCTS = 48;

/**
 * Up to `limit` active product ids per campaign, in the listing's recommended order (sort, then newest first), from
 * the products and categories each campaign covers: the same products `products(filter: { campaignId })` lists.
 */
export async function campaignProductIds(em: EntityManager, campaigns: PriceCampaign[], limit: number): Promise<Map<number, number[]>> {
  const byCampaign = new Map<number, number[]>(campaigns.map((c) => [c.id, []]));
  // Coverage goes as (campaign, product) and (campaign, category) pairs: two parallel arrays each.
  const products = campaigns.flatMap((c) => [...c.coveredProductIds].map((id) => [c.id, id] as const));
  const categories = campaigns.flatMap((c) => [...c.coveredCategoryIds].map((id) => [c.id, id] as const));
  if (!products.length && !categories.length) return byCampaign;
  const rows = await sql<{ campaign_id: number; id: number }>(
    em,
    `with hit as (
       select cp.campaign_id, p.id from unnest(?::int[], ?::int[]) as cp(campaign_id, product_id)
         join product p on p.id = cp.product_id
       union
       select cc.campaign_id, p.id from unnest(?::int[], ?::int[]) as cc(campaign_id, category_id)
         join product p on p.category_id = cc.category_id)
     select campaign_id, id from (
       select hit.campaign_id, p.id, row_number() over (partition by hit.campaign_id order by p.sort asc, p.id desc) as n
         from hit join product p on p.id = hit.id and p.is_active) ranked
      where n <= ?
      order by campaign_id, n`,
    [
      intList(products.map(([campaign]) => campaign)),
      intList(products.map(([, product]) => product)),
      intList(categories.map(([campaign]) => campaign)),
      intList(categories.map(([, category]) => category)),
      limit,
    ],
  );
  for (const r of rows) byCampaign.get(r.campaign_id)?.push(r.id);
  return byCampaign;
}

/** The active price campaigns in the scope's language, each with its first `limit` product cards. */
export async function campaignsWithProducts(scope: CatalogScope, limit: number): Promise<CampaignWithProducts[]> {
  const campaigns = await scope.campaigns();
  const ids = await campaignProductIds(scope.em, campaigns, Math.min(MAX_CAMPAIGN_PRODUCTS, Math.max(1, Math.floor(limit))));
  const cards = new Map((await cardsByIds(scope, [...ids.values()].flat())).map((card) => [card.id, card]));
  return campaigns.map((campaign) => ({
    campaign: toCampaignDto(campaign),
    products: (ids.get(campaign.id) ?? []).flatMap((id) => cards.get(id) ?? []),
  }));
}
