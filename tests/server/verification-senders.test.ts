// The text senders against local fakes of their providers (real HTTP on 127.0.0.1): Netgsm's form post and text
// answers, the WhatsApp Cloud API's authentication template and JSON errors; the choice of sender from the
// environment; and the log line per message, which carries the code only outside production.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs } from "../../graphql-server/core/logger.js";
import { NETGSM_DEFAULT_URL, NetgsmSender, netgsmFromEnv, readNetgsmAnswer } from "../../graphql-server/modules/verification/providers/netgsm/netgsm.sender.js";
import { startNetgsmFake, type NetgsmFake } from "../../graphql-server/modules/verification/providers/netgsm/netgsm.fake.js";
import { WHATSAPP_DEFAULT_URL, WhatsAppSender, whatsAppFromEnv } from "../../graphql-server/modules/verification/providers/whatsapp/whatsapp.sender.js";
import { startWhatsAppFake, type WhatsAppFake } from "../../graphql-server/modules/verification/providers/whatsapp/whatsapp.fake.js";
import { codeMessage } from "../../graphql-server/modules/verification/code-text.js";
import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { devTextsRouter } from "../../graphql-server/modules/verification/dev-texts.js";
import { FileTextOutbox, MemoryTextOutbox } from "../../graphql-server/modules/verification/text-outbox.js";
import { ChannelTextSender, textDestinationLine, textSenderFromEnv } from "../../graphql-server/modules/verification/text-sender.js";

let netgsm: NetgsmFake;
let whatsapp: WhatsAppFake;
beforeAll(async () => {
  netgsm = await startNetgsmFake({ usercode: "8503001122", password: "right-password", headers: ["DEMOSHOP"] });
  whatsapp = await startWhatsAppFake({ token: "EAAG-right-token", phoneNumberId: "1098765", templates: { shop_code: ["tr", "en", "ar"] } });
});
afterAll(async () => {
  await netgsm?.close();
  await whatsapp?.close();
});

const netgsmSender = (overrides: Partial<ConstructorParameters<typeof NetgsmSender>[0]> = {}) =>
  new NetgsmSender({ usercode: "8503001122", password: "right-password", header: "DEMOSHOP", url: netgsm.url, ...overrides });
const whatsAppSender = (overrides: Partial<ConstructorParameters<typeof WhatsAppSender>[0]> = {}) =>
  new WhatsAppSender({ token: "EAAG-right-token", phoneNumberId: "1098765", template: "shop_code", url: whatsapp.url, version: "v21.0", ...overrides });

describe("Netgsm", () => {
  it("posts the form Netgsm reads and gets the job id back; Turkish letters arrive as written", async () => {
    const outcome = await netgsmSender().send(codeMessage("+905321112233", "sms", "042917", "tr"));
    expect(outcome).toEqual({ ok: true, id: netgsm.accepted.at(-1)!.jobId });
    expect(netgsm.accepted.at(-1)).toMatchObject({ gsmno: "905321112233", header: "DEMOSHOP", message: expect.stringContaining("Doğrulama kodunuz: 042917") });
    const request = netgsm.received.at(-1)!;
    expect(request.method).toBe("POST");
    // The password travels in the body, never in the URL (which access logs keep).
    expect(request.url).not.toContain("password");
  });

  it("reports wrong credentials (30), an unregistered sender name (40) and a malformed number (70) as failures", async () => {
    const message = codeMessage("+905321112233", "sms", "111111", "en");
    expect(await netgsmSender({ password: "wrong" }).send(message)).toEqual({ ok: false, reason: "netgsm:30" });
    expect(await netgsmSender({ header: "OTHER" }).send(message)).toEqual({ ok: false, reason: "netgsm:40" });
    expect(await netgsmSender().send({ ...message, to: "+9012" })).toEqual({ ok: false, reason: "netgsm:70" });
  });

  it("reports an unreachable provider and a wrong URL as failures, not exceptions", async () => {
    const message = codeMessage("+905321112233", "sms", "111111", "en");
    expect(await netgsmSender({ url: "http://127.0.0.1:9/sms/send/get" }).send(message)).toEqual({ ok: false, reason: "netgsm:unreachable" });
    expect(await netgsmSender({ url: `${netgsm.origin}/elsewhere` }).send(message)).toEqual({ ok: false, reason: "netgsm:http_404" });
  });

  it("reads Netgsm's answers", () => {
    expect(readNetgsmAnswer("00 1234567890\n")).toEqual({ ok: true, id: "1234567890" });
    expect(readNetgsmAnswer("01 99")).toEqual({ ok: true, id: "99" });
    expect(readNetgsmAnswer("85")).toEqual({ ok: false, reason: "netgsm:85" });
    expect(readNetgsmAnswer("<html>oops</html>")).toEqual({ ok: false, reason: "netgsm:unreadable_answer" });
  });
});

describe("WhatsApp Business Cloud API", () => {
  it("sends the authentication template with the code in its body and its button, and gets the message id", async () => {
    const outcome = await whatsAppSender().send(codeMessage("+905321112233", "whatsapp", "205318", "tr"));
    expect(outcome).toEqual({ ok: true, id: whatsapp.accepted.at(-1)!.id });
    expect(whatsapp.accepted.at(-1)).toMatchObject({ to: "905321112233", template: "shop_code", language: "tr", code: "205318" });
    expect(whatsapp.received.at(-1)!.url).toBe("/v21.0/1098765/messages");
  });

  it("reports a wrong token (190), a wrong phone number id and a malformed number (100), an unknown template (132001)", async () => {
    const message = codeMessage("+905321112233", "whatsapp", "111111", "en");
    expect(await whatsAppSender({ token: "stolen" }).send(message)).toEqual({ ok: false, reason: "whatsapp:190" });
    expect(await whatsAppSender({ phoneNumberId: "42" }).send(message)).toEqual({ ok: false, reason: "whatsapp:100" });
    expect(await whatsAppSender().send({ ...message, to: "+90" })).toEqual({ ok: false, reason: "whatsapp:100" });
    expect(await whatsAppSender({ template: "marketing" }).send(message)).toEqual({ ok: false, reason: "whatsapp:132001" });
    expect(await whatsAppSender().send({ ...message, template: { language: "de", parameters: ["111111"] } })).toEqual({ ok: false, reason: "whatsapp:132001" });
  });

  it("sends nothing without a template (free text is not allowed) and survives an unreachable API", async () => {
    expect(await whatsAppSender().send({ to: "+905321112233", channel: "whatsapp", text: "hi" })).toEqual({ ok: false, reason: "whatsapp:template_required" });
    expect(await whatsAppSender({ url: "http://127.0.0.1:9" }).send(codeMessage("+905321112233", "whatsapp", "1", "tr"))).toEqual({ ok: false, reason: "whatsapp:unreachable" });
  });
});

describe("the sender the environment chooses", () => {
  const channels = (sender: ChannelTextSender) => (sender as unknown as { senders: Record<string, { name: string }> }).senders;

  it("is the dev outbox for both channels without providers, and each provider when it is configured", () => {
    expect(Object.values(channels(textSenderFromEnv({ VITEST: "true" }))).map((s) => s.name)).toEqual(["memory-outbox", "memory-outbox"]);
    expect(Object.values(channels(textSenderFromEnv({ TEXT_OUTBOX_DIR: "/tmp/x" }))).map((s) => s.name)).toEqual(["dev-outbox", "dev-outbox"]);
    const both = textSenderFromEnv({
      NETGSM_USERCODE: "1",
      NETGSM_PASSWORD: "2",
      NETGSM_HEADER: "H",
      WHATSAPP_TOKEN: "t",
      WHATSAPP_PHONE_NUMBER_ID: "9",
      WHATSAPP_TEMPLATE: "code",
    });
    expect(channels(both).sms.name).toBe("netgsm");
    expect(channels(both).whatsapp.name).toBe("whatsapp");
  });

  it("uses the providers' real addresses unless told otherwise, and refuses a half configuration at start", () => {
    expect((netgsmFromEnv({ NETGSM_USERCODE: "1", NETGSM_PASSWORD: "2", NETGSM_HEADER: "H" }) as unknown as { config: { url: string } }).config.url).toBe(NETGSM_DEFAULT_URL);
    expect((whatsAppFromEnv({ WHATSAPP_TOKEN: "t", WHATSAPP_PHONE_NUMBER_ID: "9", WHATSAPP_TEMPLATE: "c" }) as unknown as { config: { url: string } }).config.url).toBe(WHATSAPP_DEFAULT_URL);
    expect(() => netgsmFromEnv({ NETGSM_USERCODE: "1" })).toThrow(/NETGSM_PASSWORD and NETGSM_HEADER/);
    expect(() => whatsAppFromEnv({ WHATSAPP_TOKEN: "t", WHATSAPP_TEMPLATE: "c" })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
  });

  it("says at start where codes go, and refuses a half-configured provider there", () => {
    expect(textDestinationLine(true, { TEXT_OUTBOX_DIR: "/tmp/texts" })).toBe(
      "One-time codes by sms: not sent, listed at /dev/texts and kept in /tmp/texts; whatsapp: not sent, listed at /dev/texts and kept in /tmp/texts",
    );
    expect(textDestinationLine(false, { TEXT_OUTBOX_DIR: "/tmp/texts", NETGSM_USERCODE: "1", NETGSM_PASSWORD: "2", NETGSM_HEADER: "H" })).toBe(
      "One-time codes by sms: netgsm; whatsapp: not sent, kept in /tmp/texts (read them with npm run outbox; each is in this log too)",
    );
    expect(() => textDestinationLine(false, { WHATSAPP_TOKEN: "t" })).toThrow(/WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TEMPLATE are not/);
  });

  it("logs one line per message at info level, with the code only outside production", async () => {
    const lines: string[] = [];
    const stop = captureLogs((line) => lines.push(line), "info");
    try {
      const outbox = new MemoryTextOutbox();
      await new ChannelTextSender({ sms: outbox, whatsapp: outbox }, false).send(codeMessage("+905321112233", "sms", "777001", "tr"));
      await new ChannelTextSender({ sms: outbox, whatsapp: outbox }, true).send(codeMessage("+905321112233", "sms", "777002", "tr"));
      await new ChannelTextSender({ sms: netgsmSender({ password: "wrong" }), whatsapp: outbox }, false).send(codeMessage("+905321112233", "sms", "777003", "tr"));
    } finally {
      stop();
    }
    const text = lines.filter((line) => line.includes('"component":"text"'));
    expect(text).toHaveLength(3);
    expect(text[0]).not.toContain("777001");
    expect(text[0]).toContain('"level":"info"');
    expect(text[0]).toContain("+90 532 *** ** 33");
    expect(text[0]).not.toContain("5321112233");
    expect(text[1]).toContain("777002");
    expect(text[2]).toContain("netgsm:30");
    expect(text[2]).not.toContain("777003");
  });

  it("logs the code of a text the dev outbox kept in production too: it was sent nowhere, and the terminal is where the demo's user reads it", async () => {
    const lines: string[] = [];
    const stop = captureLogs((line) => lines.push(line), "info");
    const outbox = new FileTextOutbox(mkdtempSync(path.join(tmpdir(), "texts-log-")));
    try {
      await new ChannelTextSender({ sms: outbox, whatsapp: outbox }, false).send(codeMessage("+905321112233", "sms", "777004", "tr"));
    } finally {
      stop();
    }
    const [line] = lines.filter((l) => l.includes('"component":"text"'));
    expect(JSON.parse(line)).toMatchObject({ level: "info", provider: "dev-outbox", to: "+90 532 *** ** 33", msg: expect.stringMatching(/^text kept in the dev outbox, not sent: .*777004/) });
    expect(line).not.toContain("5321112233");
  });
});

describe("the dev outbox and /dev/texts", () => {
  it("stores each text as a file and lists them newest first, codes readable, markup escaped", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "text-outbox-"));
    const outbox = new FileTextOutbox(dir);
    await outbox.send(codeMessage("+905321112233", "sms", "100001", "tr"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await outbox.send({ ...codeMessage("+905321112244", "whatsapp", "100002", "en"), text: "<script>alert(1)</script> 100002" });
    writeFileSync(path.join(dir, "zz-broken.json"), "{half");
    const app = express().use("/dev/texts", devTextsRouter(dir));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const page = await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/dev/texts`)).text();
      expect(page.indexOf("100002")).toBeGreaterThan(-1);
      expect(page.indexOf("100002")).toBeLessThan(page.indexOf("100001"));
      expect(page).toContain("Doğrulama kodunuz: 100001");
      expect(page).not.toContain("<script>alert");
      expect(page).toContain("&#60;script&#62;");
    } finally {
      server.close();
    }
  });
});
