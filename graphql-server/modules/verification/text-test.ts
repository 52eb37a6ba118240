// The settings page's "send a test text": one message through the sender a real code would take now, and what
// happened as an outcome the page translates, with the provider's own reason (its code) — never a stack trace.
import type { EntityManager } from "@mikro-orm/core";
import { translate } from "../../core/i18n.js";
import { newCode } from "./code-rules.js";
import type { SendOutcome, TextChannel, TextMessage } from "./text-sender.js";
import { activeTextSender } from "./text-settings.js";

export type TextTestOutcome = "SENT" | "OUTBOX" | "AUTH_FAILED" | "CONNECTION_FAILED" | "TIMEOUT" | "REFUSED" | "FAILED";

export interface TextTestResult {
  outcome: TextTestOutcome;
  providerReason: string | null;
}

/** Provider reasons the owner can act on: Netgsm 30 and WhatsApp 190 are refused credentials. */
const CREDENTIAL_REASONS = new Set(["netgsm:30", "whatsapp:190", "netgsm:http_401", "whatsapp:http_401"]);

export function outcomeOfReason(reason: string): TextTestOutcome {
  if (CREDENTIAL_REASONS.has(reason)) return "AUTH_FAILED";
  const detail = reason.slice(reason.indexOf(":") + 1);
  if (detail === "unreachable") return "CONNECTION_FAILED";
  if (detail === "timeout") return "TIMEOUT";
  // A provider's own numeric code is a refusal of something in the message or the account; the rest (a server
  // error, an answer we could not read) is a plain failure.
  return /^\d+$/.test(detail) ? "REFUSED" : "FAILED";
}

function testText(to: string, channel: TextChannel, language: string): TextMessage {
  const code = newCode();
  const text = translate(language, "admin", "textSettings.testText", { code });
  // WhatsApp carries only approved templates: the test goes as the code template, with a code nobody will ask for.
  return channel === "whatsapp" ? { to, channel, text, template: { language, parameters: [code] } } : { to, channel, text };
}

export async function sendTestText(em: EntityManager, channel: TextChannel, to: string, language: string): Promise<TextTestResult> {
  const sender = await activeTextSender(em);
  let outcome: SendOutcome;
  try {
    outcome = await sender.send(testText(to, channel, language));
  } catch {
    return { outcome: "FAILED", providerReason: null };
  }
  if (!outcome.ok) return { outcome: outcomeOfReason(outcome.reason), providerReason: outcome.reason.slice(0, 120) };
  const name = "senderOf" in sender ? (sender as { senderOf(c: TextChannel): { name: string } }).senderOf(channel).name : "";
  return { outcome: /outbox/.test(name) ? "OUTBOX" : "SENT", providerReason: null };
}
