// A local stand-in for the WhatsApp Business Cloud API's messages endpoint, strict where the API is: the bearer
// token (401, error 190), the phone number id (400, error 100), the JSON body (messaging_product, to, type), the
// template's name and language (404, error 132001) and its parameters: the code in the body and, the same, in the
// url button at index 0 (400, error 132000). Answers in the API's shapes and keeps every message it accepted.
import { randomBytes } from "node:crypto";
import { startFakeServer, type FakeReply, type RunningFake } from "../fake-server.js";

export interface WhatsAppFakeOptions {
  token: string;
  phoneNumberId: string;
  /** Approved templates: name → languages. */
  templates: Record<string, string[]>;
}

export interface WhatsAppFake extends RunningFake {
  /** The base URL to configure the adapter with (the version and phone number id follow it). */
  url: string;
  accepted: { to: string; template: string; language: string; code: string; id: string }[];
}

const json = (status: number, body: unknown): FakeReply => ({ status, contentType: "application/json", body: JSON.stringify(body) });

const apiError = (status: number, code: number, message: string, type = "OAuthException") =>
  json(status, { error: { message, type, code, fbtrace_id: randomBytes(8).toString("base64url") } });

interface Parameter {
  type?: unknown;
  text?: unknown;
}
interface Component {
  type?: unknown;
  sub_type?: unknown;
  index?: unknown;
  parameters?: Parameter[];
}
interface SendBody {
  messaging_product?: unknown;
  to?: unknown;
  type?: unknown;
  template?: { name?: unknown; language?: { code?: unknown }; components?: Component[] };
}

/** The one text parameter of a component, or undefined. */
function onlyText(component: Component | undefined): string | undefined {
  const parameters = component?.parameters;
  if (!Array.isArray(parameters) || parameters.length !== 1 || parameters[0].type !== "text" || typeof parameters[0].text !== "string") return undefined;
  return parameters[0].text;
}

export async function startWhatsAppFake(options: WhatsAppFakeOptions): Promise<WhatsAppFake> {
  const accepted: WhatsAppFake["accepted"] = [];
  const server = await startFakeServer((request) => {
    const path = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(new URL(request.url, "http://fake").pathname);
    if (request.method !== "POST" || !path) return apiError(400, 100, "Unknown path components", "OAuthException");
    if (request.headers.authorization !== `Bearer ${options.token}`) return apiError(401, 190, "Invalid OAuth access token - Cannot parse access token");
    if (decodeURIComponent(path[2]) !== options.phoneNumberId) {
      return apiError(400, 100, `Unsupported post request. Object with ID '${path[2]}' does not exist`, "GraphMethodException");
    }
    let body: SendBody;
    try {
      body = JSON.parse(request.body) as SendBody;
    } catch {
      return apiError(400, 100, "(#100) The request body is not valid JSON");
    }
    if (body.messaging_product !== "whatsapp") return apiError(400, 100, "(#100) The parameter messaging_product is required.");
    if (typeof body.to !== "string" || !/^\+?\d{8,15}$/.test(body.to)) return apiError(400, 100, "(#100) Invalid parameter: to");
    if (body.type !== "template" || !body.template) return apiError(400, 100, "(#100) Param template is required");
    const { name, language, components } = body.template;
    const languages = typeof name === "string" ? options.templates[name] : undefined;
    if (!languages || typeof language?.code !== "string" || !languages.includes(language.code)) {
      return apiError(404, 132001, "(#132001) Template name does not exist in the translation");
    }
    const list = Array.isArray(components) ? components : [];
    const code = onlyText(list.find((c) => c.type === "body"));
    const button = list.find((c) => c.type === "button");
    if (code === undefined || button?.sub_type !== "url" || String(button.index) !== "0" || onlyText(button) !== code) {
      return apiError(400, 132000, "(#132000) Number of parameters does not match the expected number of params");
    }
    const id = `wamid.${randomBytes(12).toString("base64url")}`;
    accepted.push({ to: body.to, template: name as string, language: language.code, code, id });
    return json(200, { messaging_product: "whatsapp", contacts: [{ input: body.to, wa_id: body.to.replace(/^\+/, "") }], messages: [{ id }] });
  });
  return { ...server, url: server.origin, accepted };
}
