// Campaign writes (admin): the form is read whole (every problem at once, FormError), then the campaign, its names
// and the products and categories it covers are written in one transaction with an audit entry of before and after.
// The catalogue reads price campaigns per request and the public-read cache drops its answers on any write here,
// so a saved campaign shows in the storefront's prices at once.
import type { EntityManager } from "@mikro-orm/core";
import { discount, idList, optionalInt, optionalMoney, period } from "../../core/admin-input.js";
import { first, rows, sql } from "../../core/database.js";
import { FieldReader, formError, text, type FormErrorResult } from "../../core/form.js";
import { DEFAULT_LANGUAGE, MESSAGE_LANGUAGES } from "../../core/i18n.js";
import { audit, type AuditScope } from "../../core/audit.js";
import { findAdminCampaign, type AdminCampaignRecord, type CampaignKind } from "./campaign-admin.read.js";
import { campaignDatabase as db } from "./campaign.database.js";

export interface CampaignInput {
  kind?: CampaignKind | null;
  texts?: readonly { language: string; name?: string | null; description?: string | null }[] | null;
  startsAt?: string | null;
  endsAt?: string | null;
  isActive?: boolean | null;
  discountPercent?: number | null;
  discountAmountMinor?: number | null;
  minCartAmountMinor?: number | null;
  isFreeCargo?: boolean | null;
  sort?: number | null;
  productIds?: readonly number[] | null;
  categoryIds?: readonly number[] | null;
}

interface CampaignDraft {
  kind: CampaignKind;
  texts: { language: string; name: string; description: string }[];
  startsAt: Date;
  endsAt: Date;
  isActive: boolean;
  discountPercent: number | null;
  discountAmountMinor: number | null;
  minCartAmountMinor: number | null;
  isFreeCargo: boolean;
  sort: number;
  productIds: number[];
  categoryIds: number[];
}

export const NAME_MAX = 255;
export const DESCRIPTION_MAX = 2000;

/** The names per language: the default language's is required; unknown languages are refused. */
function readTexts(reader: FieldReader, texts: CampaignInput["texts"]): CampaignDraft["texts"] {
  const result: CampaignDraft["texts"] = [];
  for (const entry of texts ?? []) {
    if (!(MESSAGE_LANGUAGES as readonly string[]).includes(entry.language) || result.some((t) => t.language === entry.language)) {
      reader.problem("texts", "field_invalid_language");
      continue;
    }
    const field = `name_${entry.language}`;
    const local = new FieldReader({ name: entry.name, description: entry.description });
    const name = local.optional("name", NAME_MAX);
    const description = local.optional("description", DESCRIPTION_MAX) ?? "";
    for (const problem of local.problems) reader.problem(problem.field === "name" ? field : `description_${entry.language}`, problem.key);
    if (name) result.push({ language: entry.language, name, description });
  }
  if (!result.some((t) => t.language === DEFAULT_LANGUAGE)) reader.problem(`name_${DEFAULT_LANGUAGE}`, "field_required_campaign_name");
  return result;
}

/** The form read whole: the draft, or every problem it has. */
export function readCampaignInput(input: CampaignInput): { draft: CampaignDraft } | { problems: FormErrorResult } {
  const reader = new FieldReader({});
  const kind = input.kind ?? "price";
  const texts = readTexts(reader, input.texts);
  const { startsAt, endsAt } = period(reader, input.startsAt, input.endsAt);
  const isCart = kind === "cart";
  const isFreeCargo = isCart && input.isFreeCargo === true;
  const amounts = discount(reader, input.discountPercent, input.discountAmountMinor, isFreeCargo);
  const minCartAmountMinor = isCart ? optionalMoney(reader, input.minCartAmountMinor, "minCartAmountMinor") : null;
  const sort = optionalInt(reader, input.sort, "sort", -1_000_000, 1_000_000, "field_invalid_whole_number") ?? 0;
  const productIds = idList(reader, input.productIds, "productIds");
  const categoryIds = idList(reader, input.categoryIds, "categoryIds");
  if (reader.problems.length) return { problems: formError(reader.problems) };
  return {
    draft: { kind, texts, startsAt, endsAt, isActive: input.isActive ?? true, ...amounts, minCartAmountMinor, isFreeCargo, sort, productIds, categoryIds },
  };
}

/** Ids the list names that are not in `table`: the form says which list holds an unknown one. */
async function unknownIds(em: EntityManager, table: "product" | "category", ids: number[]): Promise<boolean> {
  if (!ids.length) return false;
  const row = await first(
    em,
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("found"))
      .where("id", "=", sql<number>`any(${ids}::int[])`),
  );
  return (row?.found ?? 0) !== ids.length;
}

async function coverageProblems(em: EntityManager, draft: CampaignDraft): Promise<FormErrorResult | null> {
  const problems = [];
  if (await unknownIds(em, "product", draft.productIds)) problems.push({ field: "productIds", key: "field_unknown_products" });
  if (await unknownIds(em, "category", draft.categoryIds)) problems.push({ field: "categoryIds", key: "field_unknown_categories" });
  return problems.length ? formError(problems) : null;
}

async function writeCampaign(tx: EntityManager, id: number | null, d: CampaignDraft): Promise<number> {
  const values = {
    starts_at: d.startsAt,
    ends_at: d.endsAt,
    is_active: d.isActive,
    discount_percent: d.discountPercent,
    discount_amount_minor: d.discountAmountMinor,
    sort: d.sort,
    kind: d.kind,
    min_cart_amount_minor: d.minCartAmountMinor,
    is_free_cargo: d.isFreeCargo,
  };
  const saved =
    id === null
      ? await first(tx, db.insertInto("campaign").values(values).returning("id"))
      : await first(tx, db.updateTable("campaign").set(values).where("id", "=", id).returning("id"));
  const campaignId = saved!.id;
  await rows(tx, db.deleteFrom("campaign_translation").where("campaign_id", "=", campaignId));
  for (const t of d.texts) {
    await rows(tx, db.insertInto("campaign_translation").values({ campaign_id: campaignId, language: t.language, name: t.name, description: t.description }));
  }
  // Each list in one statement, however long: the ids bound as one array and unnested.
  await rows(tx, db.deleteFrom("campaign_product").where("campaign_id", "=", campaignId));
  await rows(
    tx,
    db
      .insertInto("campaign_product")
      .columns(["campaign_id", "product_id"])
      .expression(db.selectNoFrom([sql<number>`${campaignId}`.as("campaign_id"), sql<number>`unnest(${d.productIds}::int[])`.as("product_id")])),
  );
  await rows(tx, db.deleteFrom("campaign_category").where("campaign_id", "=", campaignId));
  await rows(
    tx,
    db
      .insertInto("campaign_category")
      .columns(["campaign_id", "category_id"])
      .expression(db.selectNoFrom([sql<number>`${campaignId}`.as("campaign_id"), sql<number>`unnest(${d.categoryIds}::int[])`.as("category_id")])),
  );
  return campaignId;
}

export type CampaignSaveOutcome = { ok: true; campaign: AdminCampaignRecord } | { ok: false; error: FormErrorResult } | null;

/**
 * Creates (`id` null) or changes a campaign. Null when `id` names no campaign. The record comes back in `language`.
 */
export async function saveCampaign(scope: AuditScope & { language: string }, id: number | null, input: CampaignInput): Promise<CampaignSaveOutcome> {
  const read = readCampaignInput(input);
  if ("problems" in read) return { ok: false, error: read.problems };
  return scope.em.transactional(async (tx) => {
    const inTx = { em: tx, language: scope.language };
    const before = id === null ? null : await findAdminCampaign(inTx, id);
    if (id !== null && !before) return null;
    const coverage = await coverageProblems(tx, read.draft);
    if (coverage) return { ok: false as const, error: coverage };
    const campaignId = await writeCampaign(tx, id, read.draft);
    const after = (await findAdminCampaign(inTx, campaignId))!;
    await audit({ em: tx, auth: scope.auth }, { action: id === null ? "create" : "update", entity: "campaign", id: campaignId, before, after });
    return { ok: true as const, campaign: after };
  });
}

/** Deletes a campaign (its names and coverage go with it; orders keep the name they were placed with). */
export async function deleteCampaign(scope: AuditScope & { language: string }, id: number): Promise<boolean> {
  return scope.em.transactional(async (tx) => {
    const before = await findAdminCampaign({ em: tx, language: scope.language }, id);
    if (!before) return false;
    await rows(tx, db.deleteFrom("campaign").where("id", "=", id));
    await audit({ em: tx, auth: scope.auth }, { action: "delete", entity: "campaign", id, before });
    return true;
  });
}

/** The text of an optional free-text filter. */
export const filterText = (value: string | null | undefined) => text(value)?.slice(0, 100) ?? null;
