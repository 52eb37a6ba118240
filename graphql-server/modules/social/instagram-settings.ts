// The owner's Instagram connection: the account's Instagram user id, a long-lived access token (sealed for this table
// and field, never sent back, never audited) with when the shop got it and when it expires, on/off and how many posts
// to keep. One row of JSON, so a setting added later needs no new column. The Graph API's address is the environment's (INSTAGRAM_GRAPH_URL), not the owner's.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import { first, rows, sql } from "../../core/database.js";
import { badUserInput } from "../../core/errors.js";
import { open, seal } from "../../core/secret-box.js";
import { socialDatabase as db } from "./social.database.js";

const ACCESS_TOKEN = "instagram_setting:accessToken";

/** Posts the shop keeps at most: what a storefront strip or an integration could want, and a bounded fetch. */
export const MAX_KEPT_POSTS = 50;

export const instagramSettingsShape = z.object({
  enabled: z.boolean(),
  // Instagram user ids are digits.
  userId: z.string().trim().regex(/^\d{0,32}$/),
  // Tokens are printable text without spaces; empty keeps the stored one.
  accessToken: z.string().trim().max(2048).regex(/^[\x21-\x7e]*$/),
  keep: z.number().int().min(1).max(MAX_KEPT_POSTS),
});
export type InstagramSettings = z.infer<typeof instagramSettingsShape>;

/** The stored token's life (ISO times): since when the shop holds it (pasted or renewed), and its expiry once known. */
const tokenLifeShape = z.object({ tokenSince: z.string().datetime().nullable(), tokenExpiresAt: z.string().datetime().nullable() });
export type StoredInstagramSettings = InstagramSettings & z.infer<typeof tokenLifeShape>;

const EMPTY: StoredInstagramSettings = { enabled: false, userId: "", accessToken: "", keep: 12, tokenSince: null, tokenExpiresAt: null };

/** The stored settings (the token still sealed), or the empty ones; a row that no longer parses counts as none. */
export async function storedInstagramSettings(em: EntityManager): Promise<StoredInstagramSettings> {
  const row = await first(em, db.selectFrom("instagram_setting").select("config").where("id", "=", 1));
  const raw = row?.config;
  const parsed = instagramSettingsShape.extend({ accessToken: z.string() }).merge(tokenLifeShape).safeParse({ ...EMPTY, ...(raw ?? {}) });
  return parsed.success ? parsed.data : EMPTY;
}

/** Locks the settings row: one writer of the settings, the token or the posts at a time. */
export const lockInstagramSettings = (tx: EntityManager) => first(tx, db.selectFrom("instagram_setting").select("id").where("id", "=", 1).forUpdate());

export async function writeInstagramSettings(em: EntityManager, settings: StoredInstagramSettings): Promise<void> {
  await rows(
    em,
    db
      .insertInto("instagram_setting")
      .values({ id: 1, config: JSON.stringify(settings), updated_at: sql<Date>`now()` })
      .onConflict((conflict) => conflict.column("id").doUpdateSet((eb) => ({ config: eb.ref("excluded.config"), updated_at: eb.ref("excluded.updated_at") }))),
  );
}

/** What the settings page and the audit log see: the token only as set or not. */
export function visibleInstagramSettings({ accessToken, ...rest }: StoredInstagramSettings) {
  return { ...rest, accessTokenSet: accessToken !== "" };
}

/** `token` sealed for the settings row. */
export const sealAccessToken = (token: string) => seal(token, ACCESS_TOKEN);

/** The token to call Instagram with; "" when none is stored or it no longer opens (the key changed). */
export const openAccessToken = (settings: StoredInstagramSettings) => open(settings.accessToken, ACCESS_TOKEN) ?? "";

/**
 * Stores the owner's settings: each value checked (BAD_USER_INPUT naming the field), the token sealed, an empty token
 * keeping the stored one unless the user id is cleared too. Switching on needs a user id and a token.
 */
export async function saveInstagramSettings(
  em: EntityManager,
  input: InstagramSettings,
  record: (tx: EntityManager, before: unknown, after: unknown) => Promise<void>,
) {
  const parsed = instagramSettingsShape.safeParse(input);
  if (!parsed.success) throw badUserInput(String(parsed.error.issues[0]?.path[0] ?? "input"));
  const wanted = parsed.data;
  return em.transactional(async (tx) => {
    await lockInstagramSettings(tx);
    const before = await storedInstagramSettings(tx);
    const accessToken = !wanted.userId ? "" : wanted.accessToken ? seal(wanted.accessToken, ACCESS_TOKEN) : before.accessToken;
    // A pasted token's age is unknown: the shop counts it from now, and learns its expiry at the first renewal.
    const life = !accessToken ? { tokenSince: null, tokenExpiresAt: null } : wanted.accessToken ? { tokenSince: new Date().toISOString(), tokenExpiresAt: null } : before;
    const after: StoredInstagramSettings = { ...wanted, accessToken, tokenSince: life.tokenSince, tokenExpiresAt: life.tokenExpiresAt };
    if (after.enabled && !after.userId) throw badUserInput("userId");
    if (after.enabled && !after.accessToken) throw badUserInput("accessToken");
    await writeInstagramSettings(tx, after);
    await record(tx, visibleInstagramSettings(before), visibleInstagramSettings(after));
    // A new token starts without the old one's refusal.
    if (wanted.accessToken) await rows(tx, db.updateTable("instagram_fetch").set({ token_refusal: null }).where("id", "=", 1));
    // Another account's posts are not this one's: they go with the account (their pictures once this commits).
    const dropped = after.userId !== before.userId ? await rows(tx, db.deleteFrom("instagram_post").returning("image")) : [];
    return { settings: after, droppedImages: dropped.map((row) => row.image).filter((image): image is string => !!image) };
  });
}
