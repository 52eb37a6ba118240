// Keeps the owner's long-lived Instagram token alive. Such a token lives 60 days unless renewed, and Instagram renews
// only one at least a day old that has not expired: so each run of the job renews the stored token once the shop has
// held it a day (counted from when the owner pasted it or the last renewal), stores what Instagram answers (sealed)
// with its expiry, and goes on with it. A refusal is kept for the owner's card; the run goes on with the old token,
// which may still work.
import type { EntityManager } from "@mikro-orm/core";
import { refreshLongLivedToken } from "./instagram-graph.client.js";
import { lockInstagramSettings, openAccessToken, sealAccessToken, storedInstagramSettings, writeInstagramSettings, type StoredInstagramSettings } from "./instagram-settings.js";

const DAY_MS = 86_400_000;

/** Whether the stored token is due a renewal at `now`: held a day or more, and not known to have expired. */
export function tokenRenewalDue(settings: Pick<StoredInstagramSettings, "accessToken" | "tokenSince" | "tokenExpiresAt">, now: Date): boolean {
  if (!settings.accessToken) return false;
  if (settings.tokenExpiresAt && Date.parse(settings.tokenExpiresAt) <= now.getTime()) return false;
  return !settings.tokenSince || now.getTime() - Date.parse(settings.tokenSince) >= DAY_MS;
}

export interface Renewal {
  settings: StoredInstagramSettings;
  /** Instagram's reason when it refused (to show the owner), null after a renewal; undefined when none was asked. */
  refusal?: string | null;
}

/** Renews the token when due; the settings to go on with (the renewed token, or the stored one). */
export async function renewTokenIfDue(em: EntityManager, settings: StoredInstagramSettings, base: string, now = new Date()): Promise<Renewal> {
  const token = openAccessToken(settings);
  if (!token || !tokenRenewalDue(settings, now)) return { settings };
  const answer = await refreshLongLivedToken({ base, accessToken: token, now });
  if (!answer.ok) return { settings, refusal: answer.reason };
  return em.transactional(async (tx) => {
    await lockInstagramSettings(tx);
    const current = await storedInstagramSettings(tx);
    // The owner saved another token or account while Instagram answered: theirs wins.
    if (current.accessToken !== settings.accessToken || current.userId !== settings.userId) return { settings: current };
    const renewed: StoredInstagramSettings = {
      ...current,
      accessToken: sealAccessToken(answer.accessToken),
      tokenSince: now.toISOString(),
      tokenExpiresAt: answer.expiresAt.toISOString(),
    };
    await writeInstagramSettings(tx, renewed);
    return { settings: renewed, refusal: null };
  });
}
