// Outgoing SMS and WhatsApp messages through one interface. The owner's stored settings (text-settings.ts) win;
// without them each channel is chosen from the environment as the mailer is:
// Netgsm for SMS when NETGSM_USERCODE is set, the WhatsApp Business Cloud API when WHATSAPP_TOKEN is set, and the
// dev outbox for a channel without a provider (files in $DATA_DIR/text-outbox, shown at /dev/texts outside
// production; memory under vitest). Codes are sent while the person waits, so a failure is an answer, not a retry.
import { loggerFor } from "../../core/logger.js";
import { maskPhone } from "../../../shared/phone.js";
import { netgsmFromEnv } from "./providers/netgsm/index.js";
import { whatsAppFromEnv } from "./providers/whatsapp/index.js";
import { DEV_OUTBOX, FileTextOutbox, MemoryTextOutbox, textOutboxDir } from "./text-outbox.js";

export type TextChannel = "sms" | "whatsapp";

export interface TextMessage {
  /** The phone number in E.164 (+905321112233). */
  to: string;
  /** The whole text, as an SMS carries it (and the outbox shows it). */
  text: string;
  channel: TextChannel;
  /**
   * For channels that send pre-approved templates (WhatsApp): the template's language and its parameters in order
   * (for a code, the code). The template's name is the provider's configuration unless given here.
   */
  template?: { name?: string; language: string; parameters: string[] };
}

/** Sent (with the provider's id for the message), or not, with the provider's reason (its own code or words). */
export type SendOutcome = { ok: true; id: string } | { ok: false; reason: string };

export interface TextSender {
  send(message: TextMessage): Promise<SendOutcome>;
}

const textLog = loggerFor("text");

/**
 * One sender per channel; each message goes to its channel's sender. Logs one line per message: the code-bearing
 * text only outside production (a log is no place for a credential) — or when the dev outbox kept it: that text
 * never left the machine and its file holds the code in clear already, and a shop without a provider is a demo or
 * a trial, whose only reader of the code is the person at the terminal (decision 099).
 */
export class ChannelTextSender implements TextSender {
  constructor(
    private readonly senders: Record<TextChannel, TextSender & { name: string }>,
    private readonly showText = process.env.NODE_ENV !== "production",
    private readonly makeOutbox: () => TextSender & { name: string } = () => new FileTextOutbox(textOutboxDir(process.env)),
  ) {}

  /** The dev outbox these senders fall back to (the same one both channels share), for a channel set to it. */
  devOutbox(): TextSender & { name: string } {
    return this.makeOutbox();
  }

  /** The provider of each channel, by name. */
  describe(): Record<TextChannel, string> {
    return { sms: this.senders.sms.name, whatsapp: this.senders.whatsapp.name };
  }

  /** The sender of one channel (tests read the dev outbox's messages through it). */
  senderOf(channel: TextChannel): TextSender & { name: string } {
    return this.senders[channel];
  }

  async send(message: TextMessage): Promise<SendOutcome> {
    const sender = this.senders[message.channel];
    const outcome = await sender.send(message);
    const line = { channel: message.channel, provider: sender.name, to: maskPhone(message.to), ok: outcome.ok, ...(outcome.ok ? { id: outcome.id } : { reason: outcome.reason }) };
    const kept = sender.name === DEV_OUTBOX;
    if (outcome.ok) textLog.info(this.showText || kept ? { ...line, text: message.text } : line, kept ? `text kept in the dev outbox, not sent: ${message.text}` : "text sent");
    else textLog.warn(line, "text not sent");
    return outcome;
  }
}

type Env = Record<string, string | undefined>;

/** The senders the environment names; the dev outbox (shared by both channels) for a channel without a provider. */
export function textSenderFromEnv(env: Env = process.env): ChannelTextSender {
  let outbox: (TextSender & { name: string }) | undefined;
  const fallback = () => (outbox ??= env.VITEST && !env.TEXT_OUTBOX_DIR ? new MemoryTextOutbox() : new FileTextOutbox(textOutboxDir(env)));
  return new ChannelTextSender(
    { sms: netgsmFromEnv(env) ?? fallback(), whatsapp: whatsAppFromEnv(env) ?? fallback() },
    env.NODE_ENV !== "production",
    fallback,
  );
}

/**
 * The start-up line saying where codes go, per channel. Builds the environment's senders, so a half-configured
 * provider stops the start here instead of failing the first code.
 */
export function textDestinationLine(devPageServed: boolean, env: Env = process.env): string {
  const senders = textSenderFromEnv(env).describe();
  const outbox = devPageServed ? `listed at /dev/texts and kept in ${textOutboxDir(env)}` : `kept in ${textOutboxDir(env)} (read them with npm run outbox; each is in this log too)`;
  return (["sms", "whatsapp"] as const)
    .map((channel) => (senders[channel] === DEV_OUTBOX ? `${channel}: not sent, ${outbox}` : `${channel}: ${senders[channel]}`))
    .join("; ")
    .replace(/^/, "One-time codes by ");
}

let replaced: TextSender | null = null;
let fromEnvironment: ChannelTextSender | null = null;

/** The environment's senders (built once: the memory outbox under vitest must stay the one tests read). */
export function environmentTextSender(): ChannelTextSender {
  return (fromEnvironment ??= textSenderFromEnv());
}

/** The sender a test put in place, or null. */
export function replacedTextSender(): TextSender | null {
  return replaced;
}

/** The test's sender, else the environment's (the owner's stored settings are applied by `activeTextSender`). */
export function getTextSender(): TextSender {
  return replaced ?? environmentTextSender();
}

/** Replaces the sender (tests); null goes back to the settings' and the environment's choice. */
export function setTextSender(sender: TextSender | null): void {
  replaced = sender;
}
