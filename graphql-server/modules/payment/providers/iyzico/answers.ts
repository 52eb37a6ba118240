// Reading iyzico's answers: which of the shop's error codes a refusal is, and where the 3-D Secure HTML sends the
// browser.
import type { ErrorCode } from "../../../../generated/resolvers-types.js";
import type { IyzicoAnswer } from "./client.js";

/** iyzico's bank answers the shopper can act on; every other refusal is a plain payment failure. */
const BANK_CODES: Record<string, ErrorCode> = {
  "10051": "INSUFFICIENT_FUNDS",
  "10005": "CARD_DECLINED",
  "10012": "CARD_DECLINED",
  "10034": "CARD_DECLINED",
  "10041": "CARD_DECLINED",
  "10043": "CARD_DECLINED",
  "10054": "CARD_DECLINED",
  "10057": "CARD_DECLINED",
  "10058": "CARD_DECLINED",
  "10084": "CARD_DECLINED",
};

/** The shop's code for a refused call. An answer naming a 3-D Secure result other than 1 is a failed 3-D Secure. */
export function refusalCode(answer: IyzicoAnswer | null): ErrorCode {
  if (!answer) return "PAYMENT_FAILED";
  const md = answer.mdStatus;
  if (md !== undefined && md !== null && String(md) !== "1") return "THREE_D_SECURE_FAILED";
  return BANK_CODES[String(answer.errorCode ?? "")] ?? "PAYMENT_FAILED";
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i").exec(tag)?.[1] ?? null;

const unescapeHtml = (text: string) =>
  text.replace(/&(amp|quot|#39|lt|gt);/g, (_m, entity: string) => ({ amp: "&", quot: '"', "#39": "'", lt: "<", gt: ">" }[entity] ?? ""));

/**
 * The address the 3-D Secure HTML's form goes to, with its hidden fields in the query: the shopper's browser is sent
 * there directly, so the shop never serves the provider's HTML under its own address and content policy. Null when
 * the HTML holds no single form to an http(s) address.
 */
export function challengeAddress(html: string): string | null {
  const forms = html.match(/<form\b[^>]*>/gi) ?? [];
  if (forms.length !== 1) return null;
  const action = attribute(forms[0], "action");
  if (!action) return null;
  let url: URL;
  try {
    url = new URL(unescapeHtml(action));
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  for (const input of html.match(/<input\b[^>]*>/gi) ?? []) {
    const name = attribute(input, "name");
    if (name && (attribute(input, "type") ?? "").toLowerCase() === "hidden")
      url.searchParams.set(unescapeHtml(name), unescapeHtml(attribute(input, "value") ?? ""));
  }
  return url.toString();
}
