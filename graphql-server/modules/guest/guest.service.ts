// Guest identity: a public guest code plus an opaque bearer token (stored hashed in auth_token, role guest).
// Created by createGuestToken / POST /api/v1/guestToken, or implicitly by an anonymous shopper's first add to cart.
import { randomUUID } from "node:crypto";
import type { EntityManager } from "@mikro-orm/core";
import { issueToken } from "../auth/index.js";
import { rows, sql } from "../../core/database.js";
import { GuestSchema } from "./guest.entities.js";
import { guestDatabase as db } from "./guest.database.js";

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
  const guests = await rows(em, db.selectFrom("guest").select(["id", "code"]).where("id", "=", sql<number>`any(${ids}::int[])`));
  return new Map(guests.map((r) => [r.id, r.code]));
}
