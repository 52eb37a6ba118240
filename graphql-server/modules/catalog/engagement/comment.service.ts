// Comments written by members: checked (product, text, rate), stored once per member and product, and kept from
// everyone else until an admin approves them; the author sees their own comment, approved or waiting.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import type { Selectable } from "kysely";
import { first, rows, sql } from "../../../core/database.js";
import type { Tables } from "../../../generated/database.js";
import { operationError, type OperationErrorResult } from "../../../core/errors.js";
import { getCustomerProfile } from "../../customer/index.js";
import { catalogDatabase as db } from "../catalog.database.js";

export interface MemberComment {
  __typename: "MemberComment";
  id: number;
  productId: number;
  title: string;
  text: string;
  rate: number;
  isNameDisplay: boolean;
  isApproved: boolean;
  createdAt: string;
}

export interface CommentDraft {
  productId?: number | null;
  title?: string | null;
  text?: string | null;
  rate?: number | null;
  isNameDisplay?: boolean | null;
}

export const TITLE_MAX = 255;
export const TEXT_MAX = 2000;

// The order of the checks is the order of the form: product, then text, then rate.
const draftSchema = z.object({
  productId: z.number({ error: "COMMENT_NO_PRODUCT" }).int().positive({ error: "COMMENT_NO_PRODUCT" }),
  text: z.string({ error: "COMMENT_NO_COMMENT" }).trim().min(1, { error: "COMMENT_NO_COMMENT" }).max(TEXT_MAX, { error: "COMMENT_NO_COMMENT" }),
  rate: z.number({ error: "COMMENT_NO_RATE" }).int({ error: "COMMENT_NO_RATE" }).min(1, { error: "COMMENT_NO_RATE" }).max(5, { error: "COMMENT_NO_RATE" }),
  title: z.string().trim().max(TITLE_MAX).catch(""),
});

const FIELD_OF = { COMMENT_NO_PRODUCT: "productId", COMMENT_NO_COMMENT: "text", COMMENT_NO_RATE: "rate" } as const;
type DraftCode = keyof typeof FIELD_OF;

const COLUMNS = ["id", "product_id", "title", "text", "rate", "is_name_display", "is_approved", "created_at"] as const;

const commentOf = (r: Pick<Selectable<Tables["product_comment"]>, (typeof COLUMNS)[number]>): MemberComment => ({
  __typename: "MemberComment",
  id: r.id,
  productId: r.product_id,
  title: r.title,
  text: r.text,
  rate: r.rate,
  isNameDisplay: r.is_name_display,
  isApproved: r.is_approved,
  createdAt: r.created_at.toISOString(),
});

/** How the author's name is shown under an approved comment: first name and the initial of the last name. */
export const displayName = (firstName: string, lastName: string) => [firstName.trim(), lastName.trim() ? `${[...lastName.trim()][0]}.` : ""].filter(Boolean).join(" ");

/** Stores the member's comment on an active product, unapproved; one per member and product. */
export async function addComment(em: EntityManager, customerId: number, draft: CommentDraft): Promise<MemberComment | OperationErrorResult> {
  const parsed = draftSchema.safeParse({ ...draft, title: draft.title ?? "" });
  if (!parsed.success) {
    const code = parsed.error.issues[0]?.message as DraftCode;
    return operationError(code, FIELD_OF[code] ?? null);
  }
  const { productId, text, rate, title } = parsed.data;
  const product = await first(em, db.selectFrom("product").select("id").where("id", "=", productId).where("is_active", "=", true));
  if (!product) return operationError("COMMENT_NO_PRODUCT", "productId");
  const profile = await getCustomerProfile(em, customerId);
  if (!profile) return operationError("COMMENT_NO_PRODUCT", "productId");
  const stored = await first(
    em,
    db
      .insertInto("product_comment")
      .values({
        product_id: productId,
        customer_id: customerId,
        customer_name: displayName(profile.firstName, profile.lastName),
        title,
        text,
        rate,
        is_name_display: draft.isNameDisplay ?? true,
        is_approved: false,
        created_at: sql<Date>`now()`,
      })
      .onConflict((conflict) => conflict.columns(["product_id", "customer_id"]).doNothing())
      .returning(COLUMNS),
  );
  return stored ? commentOf(stored) : operationError("COMMENT_HAS_COMMENT_CUSTOMER", "productId");
}

/** The member's own comment on the product, approved or waiting for review. */
export async function ownComment(em: EntityManager, customerId: number, productId: number): Promise<MemberComment | null> {
  const found = await first(em, db.selectFrom("product_comment").select(COLUMNS).where("product_id", "=", productId).where("customer_id", "=", customerId));
  return found ? commentOf(found) : null;
}

/**
 * What the customer module asks of a member's comments when the account is deleted (its MemberComments interface):
 * the text and the rating stay, the author's name goes, so the storefront shows them as anonymous comments.
 */
export const memberCommentsService = {
  forgetAuthor: async (tx: EntityManager, customerId: number) =>
    (await rows(tx, db.updateTable("product_comment").set({ customer_name: "", is_name_display: false }).where("customer_id", "=", customerId).returning("id"))).length,
};
