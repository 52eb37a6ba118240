// The message that carries a code, in the person's language (locales/<language>/verification.json): an SMS text
// for the SMS channel and the outbox, and for WhatsApp the approved template's language and parameter.
import { translate } from "../../core/i18n.js";
import { CODE_TTL_MINUTES } from "./code-rules.js";
import type { TextChannel, TextMessage } from "./text-sender.js";

export function codeMessage(to: string, channel: TextChannel, code: string, language: string): TextMessage {
  const text = translate(language, "verification", "codeText", { code, minutes: CODE_TTL_MINUTES });
  return channel === "whatsapp" ? { to, channel, text, template: { language, parameters: [code] } } : { to, channel, text };
}
