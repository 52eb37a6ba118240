// The order confirmation mail, sent by a job: really sent over SMTP (a local smtp-server receives it), kept in the dev
// outbox (files, listed at /dev/outbox) without SMTP, and a failing mailer never fails the order — the job retries.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { devOutboxRouter } from "../../graphql-server/modules/mail/dev-outbox.js";
import { FileOutboxMailer, setMailer, SmtpMailer } from "../../graphql-server/modules/mail/mailer.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { createProduct, guestWithCart, readyForCheckout } from "../support/factories.js";
import { payDoor } from "./order-helpers.js";
import { captureLogs } from "../../graphql-server/core/logger.js";

let t: TestShop;
let product: number;
beforeAll(async () => {
  t = await startTestShop();
  product = (await createProduct(t, { stock: 10 })).id;
});
afterAll(async () => {
  setMailer(null);
  await t?.close();
});

/** Places an order and, unless told otherwise, waits until its confirmation job has run. */
async function placeOrder(key: string, language?: string, { waitForMail = true } = {}) {
  const token = await guestWithCart(t, product, 1);
  await readyForCheckout(t, token);
  const paid = await payDoor(t, token, key, {}, language);
  expect(paid.__typename).toBe("PaymentOutcome");
  if (waitForMail) await t.shop.jobs.idle();
  return paid.order!;
}

describe("order confirmation mail", () => {
  it("goes out over SMTP when configured", async () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        let data = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => (data += chunk));
        stream.on("end", () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.server.address() as AddressInfo).port;
    try {
      setMailer(new SmtpMailer(`smtp://127.0.0.1:${port}`));
      const order = await placeOrder("mail-smtp-00000001", "en");
      expect(received).toHaveLength(1);
      expect(received[0].to).toEqual(["ayse@example.shop"]);
      expect(received[0].data).toContain(`Subject: Your order ${order.code} is confirmed`);
      expect(received[0].data).toContain("Cash on delivery fee");
    } finally {
      setMailer(null);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("is kept in the dev outbox without SMTP and listed at /dev/outbox", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "outbox-"));
    try {
      setMailer(new FileOutboxMailer(dir));
      const order = await placeOrder("mail-outbox-000001", "ar");
      const app = express().use("/dev/outbox", devOutboxRouter(dir));
      const server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dev/outbox`;
      const list = await (await fetch(base)).text();
      expect(list).toContain(`تم استلام طلبك ${order.code}`);
      const id = /href="\/dev\/outbox\/([^"]+)"/.exec(list)![1];
      const mail = await fetch(`${base}/${id}`);
      expect(mail.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(await mail.text()).toContain('dir="rtl"');
      expect((await fetch(`${base}/nope`)).status).toBe(404);
      server.close();
    } finally {
      setMailer(null);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a failing mailer never fails the order (the failure is logged, the job waits for its retry)", async () => {
    const lines: string[] = [];
    const stop = captureLogs((line) => lines.push(line), "error");
    setMailer({ send: () => Promise.reject(new Error("smtp down")) });
    try {
      const order = await placeOrder("mail-broken-000001", undefined, { waitForMail: false });
      expect(order.status).toBe("RECEIVED");
      const failure = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === "job failed");
      await vi.waitFor(
        () => expect(failure()).toMatchObject({ what: expect.stringContaining(`order confirmation ${order.code}`), err: { message: "smtp down" } }),
        {
          timeout: 15_000,
        },
      );
      // The failure is logged before the queue records it: wait for the record.
      const job = async () =>
        (
          await t.orm.em
            .getConnection()
            .execute(`select state, retry_count from pgboss.job where name = 'order.confirmation-mail' and singleton_key = ?`, [order.code])
        )[0];
      await vi.waitFor(async () => expect(await job()).toEqual({ state: "retry", retry_count: 0 }), { timeout: 5_000 });
    } finally {
      setMailer(null);
      stop();
    }
  });
});
