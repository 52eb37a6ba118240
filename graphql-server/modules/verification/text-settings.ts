// The owner's text settings: per channel who carries one-time codes (the environment's choice, the dev outbox, Netgsm
// for SMS, the WhatsApp Cloud API for WhatsApp) and its credentials, stored as one row of JSON with the Netgsm
// password and the WhatsApp token sealed for this table and field (never sent back, never audited). The stored
// choice wins over the environment; the provider addresses (NETGSM_URL, WHATSAPP_API_URL, its version) stay the
// environment's. Read for every text, so a change applies on every node at once.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import { first, rows, sql } from "../../core/database.js";
import { badUserInput } from "../../core/errors.js";
import { open, seal } from "../../core/secret-box.js";
import { isStorableText } from "../../core/unstorable-text.js";
import { NETGSM_DEFAULT_URL, NetgsmSender } from "./providers/netgsm/index.js";
import { WHATSAPP_DEFAULT_URL, WHATSAPP_DEFAULT_VERSION, WhatsAppSender } from "./providers/whatsapp/index.js";
import { ChannelTextSender, environmentTextSender, replacedTextSender, type TextChannel, type TextSender } from "./text-sender.js";
import { verificationDatabase as db } from "./verification.database.js";

export const SMS_PROVIDERS = ["ENVIRONMENT", "OUTBOX", "NETGSM"] as const;
export const WHATSAPP_PROVIDERS = ["ENVIRONMENT", "OUTBOX", "WHATSAPP_CLOUD"] as const;

const NETGSM_PASSWORD = "text_setting:netgsm:password";
const WHATSAPP_TOKEN = "text_setting:whatsapp:token";

/** Printable text without spaces or control characters: what credentials and ids are made of. */
const token = (max: number) => z.string().trim().max(max).regex(/^[\x21-\x7e]*$/);

export const textSettingsShape = z.object({
  smsProvider: z.enum(SMS_PROVIDERS),
  netgsmUsercode: token(64),
  // Netgsm takes any characters in a password; only text no column can hold (control characters) is refused.
  netgsmPassword: z.string().max(256).refine((value) => isStorableText(value) && !/[\p{Cc}]/u.test(value)),
  // The sender name registered with Netgsm: at most 11 letters, digits, spaces, dots or dashes.
  netgsmHeader: z.string().trim().regex(/^[\p{L}\p{N} .&-]{0,11}$/u),
  whatsappProvider: z.enum(WHATSAPP_PROVIDERS),
  whatsappToken: token(2048),
  whatsappPhoneNumberId: z.string().trim().regex(/^\d{0,32}$/),
  // WhatsApp template names: lowercase letters, digits and underscores.
  whatsappTemplate: z.string().trim().regex(/^[a-z0-9_]{0,512}$/),
});
export type TextSettings = z.infer<typeof textSettingsShape>;

const EMPTY: TextSettings = {
  smsProvider: "ENVIRONMENT",
  netgsmUsercode: "",
  netgsmPassword: "",
  netgsmHeader: "",
  whatsappProvider: "ENVIRONMENT",
  whatsappToken: "",
  whatsappPhoneNumberId: "",
  whatsappTemplate: "",
};

/** The stored settings (the secrets still sealed), or the empty ones. A row that no longer parses counts as none. */
export async function storedTextSettings(em: EntityManager): Promise<TextSettings> {
  const row = await first(em, db.selectFrom("text_setting").select("config").where("id", "=", 1));
  const raw = row?.config;
  // Sealed secrets are longer than and unlike what the owner types: they are checked as stored strings only.
  const parsed = textSettingsShape
    .extend({ netgsmPassword: z.string(), whatsappToken: z.string() })
    .safeParse({ ...EMPTY, ...(raw ?? {}) });
  return parsed.success ? parsed.data : EMPTY;
}

/** What the settings page and the audit log see: the secrets only as set or not. */
export function visibleTextSettings(settings: TextSettings) {
  const { netgsmPassword, whatsappToken, ...rest } = settings;
  return { ...rest, netgsmPasswordSet: netgsmPassword !== "", whatsappTokenSet: whatsappToken !== "" };
}

/**
 * Stores the owner's settings: each value checked first (BAD_USER_INPUT naming the field), the secrets sealed, an
 * empty secret keeping the stored one (the page never has it to send back) unless its account field is cleared too.
 * A provider chosen needs all of its credentials.
 */
export async function saveTextSettings(
  em: EntityManager,
  input: TextSettings,
  record: (tx: EntityManager, before: unknown, after: unknown) => Promise<void>,
) {
  const parsed = textSettingsShape.safeParse(input);
  if (!parsed.success) throw badUserInput(String(parsed.error.issues[0]?.path[0] ?? "input"));
  const wanted = parsed.data;
  return em.transactional(async (tx) => {
    await rows(tx, db.selectFrom("text_setting").select("id").where("id", "=", 1).forUpdate());
    const before = await storedTextSettings(tx);
    const kept = (typed: string, owner: string, stored: string, context: string) => (!owner ? "" : typed ? seal(typed, context) : stored);
    const after: TextSettings = {
      ...wanted,
      netgsmPassword: kept(wanted.netgsmPassword, wanted.netgsmUsercode, before.netgsmPassword, NETGSM_PASSWORD),
      whatsappToken: kept(wanted.whatsappToken, wanted.whatsappPhoneNumberId, before.whatsappToken, WHATSAPP_TOKEN),
    };
    const required: [keyof TextSettings, boolean][] = [
      ["netgsmUsercode", after.smsProvider === "NETGSM"],
      ["netgsmPassword", after.smsProvider === "NETGSM"],
      ["netgsmHeader", after.smsProvider === "NETGSM"],
      ["whatsappPhoneNumberId", after.whatsappProvider === "WHATSAPP_CLOUD"],
      ["whatsappToken", after.whatsappProvider === "WHATSAPP_CLOUD"],
      ["whatsappTemplate", after.whatsappProvider === "WHATSAPP_CLOUD"],
    ];
    const missing = required.find(([field, needed]) => needed && !after[field]);
    if (missing) throw badUserInput(missing[0]);
    await rows(
      tx,
      db
        .insertInto("text_setting")
        .values({ id: 1, config: JSON.stringify(after), updated_at: sql<Date>`now()` })
        .onConflict((conflict) => conflict.column("id").doUpdateSet((eb) => ({ config: eb.ref("excluded.config"), updated_at: eb.ref("excluded.updated_at") }))),
    );
    await record(tx, visibleTextSettings(before), visibleTextSettings(after));
    return visibleTextSettings(after);
  });
}

type NamedSender = TextSender & { name: string };
type Env = Record<string, string | undefined>;

/** The sender a stored channel setting names over the environment's; null to follow the environment. */
function storedSender(settings: TextSettings, channel: TextChannel, base: ChannelTextSender, env: Env): NamedSender | null {
  const provider = channel === "sms" ? settings.smsProvider : settings.whatsappProvider;
  if (provider === "ENVIRONMENT") return null;
  if (provider === "OUTBOX") return base.devOutbox();
  // A secret that does not open (the key changed) is sent empty: the provider then refuses with a clear reason.
  if (provider === "NETGSM") {
    const password = open(settings.netgsmPassword, NETGSM_PASSWORD) ?? "";
    return new NetgsmSender({ usercode: settings.netgsmUsercode, password, header: settings.netgsmHeader, url: env.NETGSM_URL || NETGSM_DEFAULT_URL });
  }
  return new WhatsAppSender({
    token: open(settings.whatsappToken, WHATSAPP_TOKEN) ?? "",
    phoneNumberId: settings.whatsappPhoneNumberId,
    template: settings.whatsappTemplate,
    url: (env.WHATSAPP_API_URL || WHATSAPP_DEFAULT_URL).replace(/\/+$/, ""),
    version: env.WHATSAPP_API_VERSION || WHATSAPP_DEFAULT_VERSION,
  });
}

/** The senders the stored settings name, each channel without one left to the environment's sender. */
export function textSenderFor(settings: TextSettings, base: ChannelTextSender = environmentTextSender(), env: Env = process.env): ChannelTextSender {
  const sms = storedSender(settings, "sms", base, env);
  const whatsapp = storedSender(settings, "whatsapp", base, env);
  if (!sms && !whatsapp) return base;
  return new ChannelTextSender({ sms: sms ?? base.senderOf("sms"), whatsapp: whatsapp ?? base.senderOf("whatsapp") }, env.NODE_ENV !== "production", () => base.devOutbox());
}

/** The sender real texts take now: a test's replacement, else the stored settings over the environment. */
export async function activeTextSender(em: EntityManager): Promise<TextSender> {
  return replacedTextSender() ?? textSenderFor(await storedTextSettings(em));
}
