// Multipart bodies for the few REST routes that take a file (a profile picture): the legacy clients post them as
// form data. The form is read here into the same plain object a JSON body gives — text fields as text, each file
// as base64 text — so the route's zod schema and its GraphQL operation see no difference. The body is counted as it
// arrives; past the limit the rest is read and dropped (an unread body resets the connection before the answer).
import type { Request } from "express";

/** The largest multipart body read: above the largest file a route accepts, so that the route says why it refuses. */
export const MAX_MULTIPART_BYTES = 8 * 1024 * 1024;

export type MultipartBody = { ok: true; body: Record<string, unknown> } | { ok: false; reason: "too_large" | "malformed" };

export const isMultipart = (req: Request) => (req.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

/** Past this much (declared or sent) the connection is dropped instead of drained: no upload comes near it. */
const MAX_DRAINED_BYTES = 4 * MAX_MULTIPART_BYTES;

async function readLimited(req: Request, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size <= limit) chunks.push(chunk);
    else if (size > MAX_DRAINED_BYTES) {
      req.destroy();
      break;
    }
  }
  return size > limit ? null : Buffer.concat(chunks);
}

export async function readMultipartBody(req: Request, limit = MAX_MULTIPART_BYTES): Promise<MultipartBody> {
  let bytes: Buffer | null;
  try {
    bytes = await readLimited(req, limit);
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (bytes === null) return { ok: false, reason: "too_large" };
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { "Content-Type": req.get("content-type")! } }).formData();
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const body: Record<string, unknown> = {};
  for (const [name, value] of form) {
    body[name] = typeof value === "string" ? value : Buffer.from(await value.arrayBuffer()).toString("base64");
  }
  return { ok: true, body };
}
