// Codes asked for by a request (GraphQL, REST, the customer module's login fields): the rate limits first — per
// client address for sending and checking, and per number for sending so that many addresses cannot flood one
// phone — then the code service.
import type { ShopContext } from "../../core/context.js";
import { normalisePhone } from "../../../shared/phone.js";
import { checkCode, issueCode, issueUnsentCode, type CheckCodeInput, type CheckCodeResult, type CodeDeps, type IssueCodeInput, type IssueCodeResult } from "./codes.service.js";

type LimitScope = Pick<ShopContext, "em" | "limit">;

async function countSend(ctx: LimitScope, input: IssueCodeInput): Promise<void> {
  await ctx.limit("codeSend");
  const destination = normalisePhone(input.destination);
  if (destination) await ctx.limit("codeSendTarget", destination);
}

export async function sendCodeForRequest(ctx: LimitScope, input: IssueCodeInput, deps?: CodeDeps): Promise<IssueCodeResult> {
  await countSend(ctx, input);
  return issueCode(ctx.em, input, deps);
}

/** As sendCodeForRequest, limits and answer alike, for a number that must not get a text: the code goes to nobody. */
export async function issueUnsentCodeForRequest(ctx: LimitScope, input: IssueCodeInput, deps?: CodeDeps): Promise<IssueCodeResult> {
  await countSend(ctx, input);
  return issueUnsentCode(ctx.em, input, deps);
}

export async function checkCodeForRequest(ctx: LimitScope, input: CheckCodeInput, deps?: CodeDeps): Promise<CheckCodeResult> {
  await ctx.limit("codeCheck");
  return checkCode(ctx.em, input, deps);
}
