// A local HTTP server for a provider's fake (tests and local runs): listens on 127.0.0.1 on a free port, hands each
// request with its whole body to the fake's handler, and keeps every request it answered.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface FakeReply {
  status: number;
  contentType: string;
  body: string | Uint8Array;
}

export interface RunningFake {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Every request answered, oldest first. */
  received: FakeRequest[];
  close(): Promise<void>;
}

/** Listens on `port` when given (a browser test's shop is told the address before the fake starts), else a free one. */
export async function startFakeServer(handle: (request: FakeRequest) => FakeReply, port = 0): Promise<RunningFake> {
  const received: FakeRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request: FakeRequest = { method: req.method ?? "GET", url: req.url ?? "/", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      received.push(request);
      const reply = handle(request);
      res.writeHead(reply.status, { "content-type": reply.contentType }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
