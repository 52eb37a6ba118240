// Guest identity: a public guest code plus an opaque bearer token (stored hashed in auth_token, role guest).
// Created by createGuestToken / POST /api/v1/guestToken, or implicitly by an anonymous shopper's first add to cart.
import { randomUUID } from "node:crypto";
import type { EntityManager } from "@mikro-orm/core";
import { issueToken } from "../auth/index.js";
import { intList, num, sql, str } from "../../core/db.js";
import { GuestSchema } from "./guest.entities.js";

/** A guest token lives 30 days: the cart survives a few visits; a new add after expiry starts a new guest. */
export const GUEST_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export interface GuestIdentity {
  guestId: number;
  guestCode: string;
  /** The plain token; returned once, only its SHA-256 is stored. */
  token: string;
  expiresAt: string;
}

/** Creates a guest and its token. Runs on the given EntityManager (inside the caller's transaction, if any). */
export async function createGuest(em: EntityManager): Promise<GuestIdentity> {
  const guest = em.create(GuestSchema, { code: randomUUID() });
  await em.flush();
  const token = await issueToken(em, "guest", guest.id, GUEST_TOKEN_TTL_SECONDS);
  return {
    guestId: guest.id,
    guestCode: guest.code,
    token,
    expiresAt: new Date(Date.now() + GUEST_TOKEN_TTL_SECONDS * 1000).toISOString(),
  };
}

/** Guest codes by guest id (for replies that show guest_code). */
export async function guestCodes(em: EntityManager, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await sql(em, `select id, code from guest where id = any(?::int[])`, [intList(ids)]);
  return new Map(rows.map((r) => [num(r.id), str(r.code)]));
}
