// Anonymous public pages kept in memory, so the next visitor with the same choices gets the page without its loaders
// or its render (server/page-cache.ts decides which pages qualify and names each by its ETag). A page is stored under
// what it is (URL, host, choices) with the ETag it was made under; it is served only while the ETag is still the
// current one, so a committed write (the read version moves), a new build or the next minute makes it stale at once.
//
// Each render carries its own script nonce, which the Content-Security-Policy of that reply names. A stored page is
// kept cut at its nonce and joined with the nonce of the reply that serves it, so the scripts run under the policy
// sent with them and no two replies share a nonce.
import { constants as zlibConstants, crc32, deflateRawSync } from "node:zlib";
import type { Request, Response } from "express";
import { Shelf } from "../graphql-server/core/memory.js";
import { cspNonceOf } from "./security-headers.js";

/** A page larger than this is not kept (no storefront page comes near it). */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** Headers a stored page's reply is given again; the others come from the middleware in front of every reply. */
const REPLAYED_HEADERS = ["content-type", "content-language", "link", "set-cookie"] as const;

interface StoredPage {
  /** The body cut wherever its nonce stood. */
  parts: Buffer[];
  headers: [string, string | string[]][];
  bytes: number;
  /** The parts compressed, made the first time a browser asks for gzip (gzipBody). */
  deflatedParts?: Buffer[];
}

export class PageStore {
  /** Pages by key, each stamped with the ETag it was made under. */
  private readonly pages: Shelf<StoredPage>;
  /** Renders under way, by page key: visitors asking the same page under the same ETag wait for it instead. */
  private readonly rendering = new Map<string, { etag: string; ended: Promise<void> }>();

  constructor(maxBytes: number) {
    this.pages = new Shelf({ maxBytes, bytesOf: (page) => page.bytes });
  }

  /**
   * The page stored under `key` if it was made under `etag`. A page made under another one is never served, but stays
   * until the next render replaces it (or memory runs short): it tells that the key is a public page.
   */
  take(key: string, etag: string): StoredPage | null {
    return this.pages.get(key, etag) ?? null;
  }

  /**
   * Watches what `res` sends, kept uncompressed (compression's hooks sit beneath these). Nothing is copied unless
   * `keep` is called — by the time the headers go out, which happens inside the first write — when the caller has
   * judged the reply a public page; the page is stored under `key` once it completes.
   */
  watch(key: string, res: Response): { keep(etag: string): void } {
    let etag: string | null = null;
    let nonce = "";
    const headers: StoredPage["headers"] = [];
    const chunks: Buffer[] = [];
    let size = 0;
    const take = (chunk: unknown) => {
      if (etag === null || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > MAX_PAGE_BYTES) etag = null;
      else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      const written = (write as (...args: unknown[]) => boolean).call(res, chunk, ...rest);
      take(chunk);
      return written;
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      res.write = write;
      res.end = end;
      const ended = (end as (...args: unknown[]) => Response).call(res, chunk, ...rest);
      take(chunk);
      if (etag !== null) this.keepPage(key, etag, { parts: cutAt(Buffer.concat(chunks), Buffer.from(nonce)), headers, bytes: size });
      return ended;
    }) as Response["end"];
    return {
      keep(pageEtag: string) {
        nonce = cspNonceOf(res);
        if (!nonce) return;
        etag = pageEtag;
        for (const name of REPLAYED_HEADERS) {
          const value = res.getHeader(name);
          if (value !== undefined) headers.push([name, typeof value === "number" ? String(value) : value]);
        }
      },
    };
  }

  /**
   * When the page is being rendered under this ETag for another visitor: a promise of that render's end (the page is
   * then kept, unless the reply turned out not to be a public page). Otherwise null, and this reply is recorded as
   * the page's render until it ends. At a minute's turn or after a write, ten visitors of one page cost one render.
   * Only keys kept before take part: a URL that never was a public page (a resource route, a 404) is never queued.
   */
  joinRender(key: string, etag: string, res: Response): Promise<void> | null {
    if (!this.pages.peek(key)) return null;
    const underWay = this.rendering.get(key);
    if (underWay?.etag === etag) return underWay.ended;
    const ended = new Promise<void>((resolve) =>
      res.once("close", () => {
        if (this.rendering.get(key)?.ended === ended) this.rendering.delete(key);
        resolve();
      }),
    );
    this.rendering.set(key, { etag, ended });
    return null;
  }

  /**
   * Sends a stored page as this reply, under this reply's own nonce: gzipped when the browser takes gzip (every
   * browser does), without compressing the page again (gzipBody).
   */
  static send(req: Request, res: Response, page: StoredPage) {
    const nonce = Buffer.from(cspNonceOf(res));
    for (const [name, value] of page.headers) res.setHeader(name, value);
    const gzip = acceptsGzip(req.headers["accept-encoding"]);
    const body = gzip ? gzipBody(page, nonce) : Buffer.concat(page.parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part])));
    res.statusCode = 200;
    addVary(res, "Accept-Encoding");
    // The compression middleware leaves a reply that already names its encoding as it is.
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  get size(): number {
    return this.pages.size;
  }

  private keepPage(key: string, etag: string, page: StoredPage) {
    // A page that shows its nonce nowhere was not rendered with it: not kept.
    if (page.parts.length >= 2) this.pages.set(key, etag, page);
  }
}

/** Adds a header name to the reply's Vary, once. */
export function addVary(res: Response, name: string) {
  const vary = String(res.getHeader("vary") ?? "");
  if (!new RegExp(`\\b${name}\\b`, "i").test(vary)) res.setHeader("Vary", vary ? `${vary}, ${name}` : name);
}

function cutAt(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator); at >= 0; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** Whether an Accept-Encoding header takes gzip (named, or `*`, without q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  for (const entry of [header ?? ""].flat().join(",").split(",")) {
    const [coding, ...parameters] = entry.trim().toLowerCase().split(";");
    if (coding.trim() !== "gzip" && coding.trim() !== "*") continue;
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    return q === undefined || Number(q) > 0;
  }
  return false;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** A final, empty block of fixed codes: what a deflate stream that was flushed ends with. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * The page gzipped under a new nonce without compressing it again. Each part is compressed once, on its own, and
 * flushed to a byte boundary (a run of non-final deflate blocks); a nonce goes between them as a stored (verbatim)
 * block. One gzip member results: the header, the blocks, a final empty block, and the CRC-32 and length of the
 * whole page, which zlib's CRC computes over the parts and nonces in a fraction of a compression's time.
 */
export function gzipBody(page: Pick<StoredPage, "parts" | "deflatedParts">, nonce: Buffer): Buffer {
  page.deflatedParts ??= page.parts.map((part) => deflateRawSync(part, { finishFlush: zlibConstants.Z_SYNC_FLUSH }));
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(nonce.length, 1);
  stored.writeUInt16LE(~nonce.length & 0xffff, 3);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  page.parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(stored, nonce);
      crc = crc32(nonce, crc);
      size += nonce.length;
    }
    pieces.push(page.deflatedParts![index]);
    // An empty part is skipped: once zlib has compressed an empty buffer, crc32 of it answers 0 instead of `crc`.
    if (part.length > 0) crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
}
