// How the owner's Instagram token stands, for the settings card: the shop renews it daily, so its expiry is normally
// some 59 days away; a token within a week of its expiry means the renewals have been failing.

/** Days before expiry from which the card warns. */
export const TOKEN_WARNING_DAYS = 7;

export type TokenStanding = "none" | "unknown" | "fine" | "expiring" | "expired";

export function tokenStanding(token: { accessTokenSet: boolean; tokenExpiresAt?: string | null }, now: number): TokenStanding {
  if (!token.accessTokenSet) return "none";
  if (!token.tokenExpiresAt) return "unknown";
  const left = Date.parse(token.tokenExpiresAt) - now;
  if (left <= 0) return "expired";
  return left <= TOKEN_WARNING_DAYS * 86_400_000 ? "expiring" : "fine";
}
