// The limits of a sign-in with a password (docs/decisions/100). Only failures count: a success gives its attempts back,
// so people who sign in often from one office are never refused. Failures count per client address (over every
// account), per account at that address, and — for addresses that have failed on the account before — against the
// account's pace, a few tries a minute shared by all of them. A stranger guessing from many addresses thus slows
// the account's guesses down but never shuts the account: its owner, from an address that has not failed on it,
// is not counted against the pace at all.
import type { LimitRefund, ShopContext } from "../../core/context.js";
import type { RateLimitRuleName } from "./rate-limit.service.js";

export interface SignInRules {
  /** Failures of one client address, whatever the account. */
  address: RateLimitRuleName;
  /** Failures on one account from one client address. */
  accountAtAddress: RateLimitRuleName;
  /** Failures on one account from addresses that failed on it before. */
  accountPace: RateLimitRuleName;
}

/** What the caller tells once the attempt is decided. */
export interface SignInAttempt {
  /** The attempt succeeded: its counts are given back. */
  succeeded(): Promise<void>;
}

/**
 * Counts one sign-in attempt for `account` (a normalised email) from the request's client address; throws
 * RATE_LIMITED when a rule's window is used up. Without a client address (an in-process call) nothing is limited.
 */
export async function countSignInAttempt(ctx: Pick<ShopContext, "limit" | "clientIp">, rules: SignInRules, account: string): Promise<SignInAttempt> {
  const counted: LimitRefund[] = [await ctx.limit(rules.address)];
  const atAddress = await ctx.limit(rules.accountAtAddress, ctx.clientIp && account ? `${account} ${ctx.clientIp}` : null);
  counted.push(atAddress);
  // An earlier failure of this address on this account is still standing: the address is one of those the pace holds.
  if (atAddress.attempt > 1) counted.push(await ctx.limit(rules.accountPace, account || null));
  return {
    succeeded: async () => {
      for (const refund of counted) await refund();
    },
  };
}
