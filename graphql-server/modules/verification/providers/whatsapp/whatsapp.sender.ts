// The WhatsApp Business Cloud API: a code goes out as an authentication template (the only kind WhatsApp allows
// for one-time codes): POST {base}/{version}/{phone-number-id}/messages with a bearer token, the template's name
// and language, the code as the body's parameter and again as the parameter of its copy-code button (which the API
// names a url button at index 0). The answer is JSON: `messages[0].id` when accepted, else
// `error: {message, type, code}` (190 bad token, 100 invalid parameter, 132001 no such template or language, …).
import { phoneDigits } from "../../../../../shared/phone.js";
import type { SendOutcome, TextMessage, TextSender } from "../../text-sender.js";
import { callProvider } from "../http-call.js";

export const WHATSAPP_DEFAULT_URL = "https://graph.facebook.com";
export const WHATSAPP_DEFAULT_VERSION = "v21.0";

export interface WhatsAppConfig {
  token: string;
  phoneNumberId: string;
  /** The approved authentication template's name. */
  template: string;
  /** Base URL (no trailing slash) and Graph API version. */
  url: string;
  version: string;
}

/** The request body for one code: the authentication template with the code in its body and its button. */
export function authenticationTemplateBody(to: string, template: string, language: string, code: string) {
  const parameter = [{ type: "text", text: code }];
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: phoneDigits(to),
    type: "template",
    template: {
      name: template,
      language: { code: language },
      components: [
        { type: "body", parameters: parameter },
        { type: "button", sub_type: "url", index: "0", parameters: parameter },
      ],
    },
  };
}

interface CloudAnswer {
  messages?: { id?: unknown }[];
  error?: { code?: unknown };
}

function readAnswer(status: number, body: string): SendOutcome {
  let parsed: CloudAnswer;
  try {
    parsed = JSON.parse(body) as CloudAnswer;
  } catch {
    return { ok: false, reason: `whatsapp:http_${status}` };
  }
  const id = parsed.messages?.[0]?.id;
  if (status === 200 && typeof id === "string") return { ok: true, id };
  const code = parsed.error?.code;
  return { ok: false, reason: typeof code === "number" || typeof code === "string" ? `whatsapp:${code}` : `whatsapp:http_${status}` };
}

export class WhatsAppSender implements TextSender {
  readonly name = "whatsapp";

  constructor(private readonly config: WhatsAppConfig) {}

  async send(message: TextMessage): Promise<SendOutcome> {
    const code = message.template?.parameters[0];
    // WhatsApp takes no free text to a person who has not written first: without a template there is nothing to send.
    if (!message.template || code === undefined) return { ok: false, reason: "whatsapp:template_required" };
    const { url, version, phoneNumberId, token } = this.config;
    const answer = await callProvider(`${url}/${version}/${encodeURIComponent(phoneNumberId)}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(authenticationTemplateBody(message.to, message.template.name ?? this.config.template, message.template.language, code)),
    });
    if ("failed" in answer) return { ok: false, reason: `whatsapp:${answer.failed}` };
    return readAnswer(answer.status, answer.body);
  }
}

type Env = Record<string, string | undefined>;

/** The Cloud API when WHATSAPP_TOKEN is set (then WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TEMPLATE must be too). */
export function whatsAppFromEnv(env: Env): WhatsAppSender | null {
  if (!env.WHATSAPP_TOKEN) return null;
  const missing = ["WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_TEMPLATE"].filter((name) => !env[name]);
  if (missing.length) throw new Error(`WHATSAPP_TOKEN is set but ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} not`);
  return new WhatsAppSender({
    token: env.WHATSAPP_TOKEN,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
    template: env.WHATSAPP_TEMPLATE!,
    url: (env.WHATSAPP_API_URL || WHATSAPP_DEFAULT_URL).replace(/\/+$/, ""),
    version: env.WHATSAPP_API_VERSION || WHATSAPP_DEFAULT_VERSION,
  });
}
