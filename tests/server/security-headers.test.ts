// The headers server.ts mounts first, on a bare Express app with the same trust-proxy setting: HSTS only over TLS
// (here: X-Forwarded-Proto from a trusted proxy), a fresh script nonce on every reply, and the fixed headers.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trustProxySetting } from "../../graphql-server/modules/rate-limit/trust-proxy.js";
import { crossOriginImages, cspNonceOf, securityHeaders } from "../../server/security-headers.js";

let server: Server;
let base: string;
beforeAll(async () => {
  const app = express();
  app.set("trust proxy", trustProxySetting("loopback"));
  app.use(securityHeaders({ dev: false }));
  app.use("/media", crossOriginImages, (_req, res) => void res.send("image"));
  app.get("/page", (_req, res) => void res.send(`<script nonce="${cspNonceOf(res)}"></script>`));
  app.get(["/odeme/onay", "/ar/odeme/onay"], (_req, res) => void res.send("approve"));
  // Any other path is a page too (Express's own 404 reply would set a policy of its own).
  app.use((_req, res) => void res.send("page"));
  server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("security headers", () => {
  it("send HSTS and upgrade-insecure-requests only over TLS", async () => {
    const plain = await fetch(`${base}/page`);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expect(plain.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
    const tls = await fetch(`${base}/page`, { headers: { "x-forwarded-proto": "https" } });
    expect(tls.headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect(tls.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("give every reply its own nonce, the one its scripts carry", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${base}/page`);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
      expect(await res.text()).toBe(`<script nonce="${nonce}"></script>`);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(5);
  });

  it("set the fixed headers on every reply, images embeddable anywhere", async () => {
    for (const path of ["/page", "/media/x.webp"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy"), path).toContain("camera=()");
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'self'");
      expect(res.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
    }
    expect((await fetch(`${base}/media/x.webp`)).headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect((await fetch(`${base}/page`)).headers.get("cross-origin-resource-policy")).toBe("same-site");
  });

  it("let the approve step's post (card payments without JavaScript) go on to a bank's 3-D Secure page; other pages post to the shop", async () => {
    const formAction = (csp: string | null) => /form-action ([^;]*)/.exec(csp ?? "")?.[1].trim();
    for (const path of ["/odeme/onay", "/ar/odeme/onay?payment=iyzico&installments=1"]) {
      expect(formAction((await fetch(`${base}${path}`)).headers.get("content-security-policy")), path).toMatch(/^'self'.* https:/);
    }
    // A path that reads as another host when parsed as a URL (`//x`) is still only a path.
    for (const path of ["/page", "//", "//odeme/onay", "/odeme/onay/x"]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBeLessThan(500);
      expect(formAction(res.headers.get("content-security-policy")), path).toBe("'self'");
    }
  });
});
