// Netgsm, a Turkish SMS provider, through its HTTP send API: a form post of usercode, password, msgheader (the
// sender name registered with the account), gsmno and message; `dil=TR` lets Turkish letters through in one SMS
// part. The answer is plain text: "00 <job id>" when the message was accepted (01 and 02 also accept it, with a
// remark about the send date), else a two-digit code: 20 message text problem, 30 wrong credentials or no API
// access, 40 sender name not registered, 50/51 commercial-message (İYS) account problems, 70 a missing or
// malformed parameter, 80 sending limit reached, 85 the same number too often in a minute.
// A post rather than a GET with the query: the password stays out of every access log on the way.
import { phoneDigits } from "../../../../../shared/phone.js";
import type { SendOutcome, TextMessage, TextSender } from "../../text-sender.js";
import { callProvider } from "../http-call.js";

export const NETGSM_DEFAULT_URL = "https://api.netgsm.com.tr/sms/send/get";

export interface NetgsmConfig {
  usercode: string;
  password: string;
  /** The registered sender name (msgheader). */
  header: string;
  url: string;
}

/** What the answer says: accepted with a job id, or refused with Netgsm's code. */
export function readNetgsmAnswer(body: string): SendOutcome {
  const text = body.trim();
  const accepted = /^0[0-2]\s+(\S+)/.exec(text);
  if (accepted) return { ok: true, id: accepted[1] };
  const code = /^(\d{2,3})\b/.exec(text)?.[1];
  return { ok: false, reason: code ? `netgsm:${code}` : "netgsm:unreadable_answer" };
}

export class NetgsmSender implements TextSender {
  readonly name = "netgsm";

  constructor(private readonly config: NetgsmConfig) {}

  async send(message: TextMessage): Promise<SendOutcome> {
    const form = new URLSearchParams({
      usercode: this.config.usercode,
      password: this.config.password,
      msgheader: this.config.header,
      gsmno: phoneDigits(message.to),
      message: message.text,
      dil: "TR",
    });
    const answer = await callProvider(this.config.url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
      body: form.toString(),
    });
    if ("failed" in answer) return { ok: false, reason: `netgsm:${answer.failed}` };
    if (answer.status !== 200) return { ok: false, reason: `netgsm:http_${answer.status}` };
    return readNetgsmAnswer(answer.body);
  }
}

type Env = Record<string, string | undefined>;

/** Netgsm when NETGSM_USERCODE is set (then NETGSM_PASSWORD and NETGSM_HEADER must be too: a half setup fails the start). */
export function netgsmFromEnv(env: Env): NetgsmSender | null {
  if (!env.NETGSM_USERCODE) return null;
  const missing = ["NETGSM_PASSWORD", "NETGSM_HEADER"].filter((name) => !env[name]);
  if (missing.length) throw new Error(`NETGSM_USERCODE is set but ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} not`);
  return new NetgsmSender({ usercode: env.NETGSM_USERCODE, password: env.NETGSM_PASSWORD!, header: env.NETGSM_HEADER!, url: env.NETGSM_URL || NETGSM_DEFAULT_URL });
}
