// Admin sign-in limits with the shop's default rules (docs/decisions/100): only failures count; they count per
// client address and per account at an address; an account's failures from many addresses are slowed down, and
// never keep its owner — right password and second factor, from an address that has not failed — out.
import type { FormattedExecutionResult } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmTotp, startTotp } from "../../graphql-server/modules/admin/admin-totp.service.js";
import { currentTotp } from "../../graphql-server/modules/admin/totp.js";
import { DEFAULT_RATE_LIMITS } from "../../graphql-server/modules/rate-limit/rate-limit.service.js";
import { createAdmin, LOGIN_ADMIN, type TestAdmin } from "../support/factories/admin.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
beforeAll(async () => {
  // An empty override: every rule at its default, as a shop started without settings has them.
  t = await startTestShop({ seed: false, rateLimits: {} });
});
afterAll(() => t?.close());

type Login = { loginAdmin: { __typename: string; code?: string } };

/** One sign-in from `ip`: AdminSession, the OperationError's code, or the thrown error's code (RATE_LIMITED). */
async function signIn(ip: string, email: string, password: string, totp?: string): Promise<string> {
  const result = (await t.shop.execute({ query: LOGIN_ADMIN, variables: { email, password, totp } }, { headers: new Headers(), clientIp: ip })) as FormattedExecutionResult<Login>;
  const thrown = result.errors?.[0]?.extensions?.code;
  if (thrown) return String(thrown);
  const answer = result.data!.loginAdmin;
  return answer.code ?? answer.__typename;
}

/** An owner whose sign-in asks for an authenticator code; returns the secret the app would hold. */
async function ownerWithSecondFactor(): Promise<TestAdmin & { secret: string }> {
  const owner = await createAdmin(t);
  const enrolment = await startTotp(t.orm.em.fork(), owner.id, "test");
  await confirmTotp(t.orm.em.fork(), owner.id, currentTotp(enrolment!.secret));
  return { ...owner, secret: enrolment!.secret };
}

describe("admin sign-in limits", () => {
  it("accepts 25 successful sign-ins from one address in one window (more than the address's 20 failures)", { timeout: 120_000 }, async () => {
    expect(DEFAULT_RATE_LIMITS.adminLogin.points).toBeLessThan(25);
    const admin = await createAdmin(t);
    const answers: string[] = [];
    for (let i = 0; i < 25; i++) answers.push(await signIn("192.0.2.10", admin.email, admin.password));
    expect(answers).toEqual(Array(25).fill("AdminSession"));
  });

  it("the first step of a second-factor sign-in (right password, code asked for) is no failure", { timeout: 120_000 }, async () => {
    const owner = await ownerWithSecondFactor();
    // More two-step sign-ins than the failures one address may make on one account.
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.adminLoginAccount.points + 1; i++) {
      expect(await signIn("192.0.2.11", owner.email, owner.password)).toBe("TOTP_REQUIRED");
      expect(await signIn("192.0.2.11", owner.email, owner.password, currentTotp(owner.secret))).toBe("AdminSession");
    }
  });

  it("a stranger's wrong passwords from many addresses never keep the owner (with second factor) out", { timeout: 120_000 }, async () => {
    const owner = await ownerWithSecondFactor();
    let guessesAnswered = 0;
    for (let round = 0; round < 3; round++) {
      // Each round: five wrong passwords from each of ten addresses, far past the five that used to lock the account.
      for (let address = 0; address < 10; address++) {
        for (let guess = 0; guess < 5; guess++) {
          const answer = await signIn(`198.51.100.${round * 10 + address}`, owner.email, `guess-${round}-${address}-${guess}`);
          expect(["ADMIN_LOGIN_FAILED", "RATE_LIMITED"]).toContain(answer);
          if (answer === "ADMIN_LOGIN_FAILED") guessesAnswered++;
        }
      }
      // The owner, from an address that has not failed, with password and code: in, every round.
      const home = `203.0.113.${round}`;
      expect(await signIn(home, owner.email, owner.password)).toBe("TOTP_REQUIRED");
      expect(await signIn(home, owner.email, owner.password, currentTotp(owner.secret))).toBe("AdminSession");
    }
    // The guesses were slowed down: each address's first guess, and then the account's pace (a few a minute, even if
    // the rounds straddle a minute boundary) — not the 150 made.
    expect(guessesAnswered).toBeLessThanOrEqual(30 + 2 * DEFAULT_RATE_LIMITS.adminLoginPace.points);
  });

  it("refuses an address that keeps failing on one account, while another address still signs in", { timeout: 60_000 }, async () => {
    const admin = await createAdmin(t);
    // The account's pace, then the account-at-address rule (five), stop this address, minute boundary or not.
    const answers: string[] = [];
    for (let i = 0; i < 7; i++) answers.push(await signIn("192.0.2.20", admin.email, `wrong-${i}`));
    expect(answers.slice(0, 1)).toEqual(["ADMIN_LOGIN_FAILED"]);
    expect(answers.at(-1)).toBe("RATE_LIMITED");
    expect(await signIn("192.0.2.20", admin.email, admin.password)).toBe("RATE_LIMITED");
    expect(await signIn("192.0.2.21", admin.email, admin.password)).toBe("AdminSession");
  });

  it("refuses an address after twenty failures over any accounts", { timeout: 60_000 }, async () => {
    const answers: string[] = [];
    for (let i = 0; i < 21; i++) answers.push(await signIn("192.0.2.30", `nobody-${i}@example.com`, "wrong password"));
    expect(answers.slice(0, 20)).toEqual(Array(20).fill("ADMIN_LOGIN_FAILED"));
    expect(answers[20]).toBe("RATE_LIMITED");
    const admin = await createAdmin(t);
    expect(await signIn("192.0.2.30", admin.email, admin.password)).toBe("RATE_LIMITED");
  });
});
