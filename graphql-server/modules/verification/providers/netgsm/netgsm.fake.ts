// A local stand-in for Netgsm's HTTP send API, strict where Netgsm is: it takes the parameters from a form post or
// the query string, checks the credentials (30), the registered sender name (40), the number and the other
// parameters (70) and the text (20), and answers as Netgsm does: plain text "00 <job id>" or the bare error code.
// It keeps every message it accepted, so tests read what a phone would have received.
import { startFakeServer, type FakeRequest, type RunningFake } from "../fake-server.js";

export const NETGSM_FAKE_PATH = "/sms/send/get";

export interface NetgsmFakeOptions {
  usercode: string;
  password: string;
  /** Sender names registered with the account. */
  headers: string[];
  /** A fixed port (browser tests); a free one without it. */
  port?: number;
}

export interface NetgsmFake extends RunningFake {
  /** The send URL to configure the adapter with. */
  url: string;
  /** Messages accepted: the number as sent, the text, the job id answered. */
  accepted: { gsmno: string; message: string; header: string; jobId: string }[];
}

/** Numbers Netgsm takes: 5xxxxxxxxx, 05xxxxxxxxx or 905xxxxxxxxx. */
const GSMNO = /^(?:90|0)?5\d{9}$/;
/** Longest text Netgsm sends as one message in several parts (6 parts of 153 GSM characters). */
const MAX_TEXT = 917;

function parameters(request: FakeRequest): URLSearchParams {
  const query = new URL(request.url, "http://fake").searchParams;
  if (request.method !== "POST") return query;
  const form = new URLSearchParams(request.body);
  for (const [key, value] of query) if (!form.has(key)) form.set(key, value);
  return form;
}

export async function startNetgsmFake(options: NetgsmFakeOptions): Promise<NetgsmFake> {
  const accepted: NetgsmFake["accepted"] = [];
  let nextJob = 1_700_000_000;
  const text = (body: string) => ({ status: 200, contentType: "text/html; charset=utf-8", body });
  const server = await startFakeServer((request) => {
    if (new URL(request.url, "http://fake").pathname.replace(/\/$/, "") !== NETGSM_FAKE_PATH) return { status: 404, contentType: "text/plain", body: "not found" };
    const p = parameters(request);
    if (p.get("usercode") !== options.usercode || p.get("password") !== options.password) return text("30");
    const header = p.get("msgheader") ?? "";
    if (!options.headers.includes(header)) return text("40");
    const gsmno = p.get("gsmno") ?? "";
    const dil = p.get("dil");
    if (!GSMNO.test(gsmno) || (dil !== null && dil !== "TR")) return text("70");
    const message = p.get("message") ?? "";
    if (message.trim() === "" || message.length > MAX_TEXT) return text("20");
    const jobId = String(nextJob++);
    accepted.push({ gsmno, message, header, jobId });
    return text(`00 ${jobId}`);
  }, options.port);
  return { ...server, url: `${server.origin}${NETGSM_FAKE_PATH}`, accepted };
}
