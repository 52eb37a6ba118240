// Every storefront action reads its post through `readForm`, so each one refuses the same things the same way:
// a post from another site (403), a body that is not a form or cannot be parsed (400), a body over the limit (413)
// — all thrown responses the error boundary shows as the translated error page, never a 500 — and text no
// database can store (control characters, lone surrogates), which comes back as the names of the refused fields
// so the form can say which field and keep everything else the shopper typed.
import { isStorableText, withoutUnstorable } from "../../shared/storable-text";
// Relative imports: the reader is unit-tested outside Vite (tests/domain/form-reader.test.ts).
import { assertSameOrigin, badRequest, tooLarge } from "./http.server";

/** No storefront form uploads files; the largest (an address) is a few kilobytes. */
export const MAX_FORM_BYTES = 256 * 1024;
/** An admin form that uploads a file (a supplier's XML feed) names its own, larger limit. */
export const MAX_UPLOAD_FORM_BYTES = 6 * 1024 * 1024;
const MAX_DRAINED_BYTES = 8 * 1024 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export interface PostedForm {
  /** The text fields, with characters that cannot be stored taken out: safe to read and to show back. */
  form: FormData;
  /** Fields whose text had such characters: the action answers with a field message instead of using them. */
  refused: string[];
  /** Uploaded files by field name, only for a reader that asked for them (`files: true`). */
  files: Map<string, File>;
}

interface ReadOptions {
  fromAnySite?: boolean;
  /** Keep uploaded files (an admin's upload form); a storefront form never needs them. */
  files?: boolean;
  /** A multipart body's limit (default MAX_FORM_BYTES; at most MAX_UPLOAD_FORM_BYTES); other bodies keep MAX_FORM_BYTES. */
  maxBytes?: number;
}

/**
 * `fromAnySite`: the one exemption from the cross-site refusal, for a provider's callback that another site's page
 * posts (Apple's sign-in); such an action must change nothing on the post's word alone.
 */
export async function readForm(request: Request, { fromAnySite = false, files: keepFiles = false, maxBytes = MAX_FORM_BYTES }: ReadOptions = {}): Promise<PostedForm> {
  if (!fromAnySite) assertSameOrigin(request);
  const type = request.headers.get("Content-Type");
  // Only a multipart post can carry a file: any other keeps the ordinary limit, whatever the form allows.
  const multipart = type?.split(";")[0].trim().toLowerCase() === "multipart/form-data";
  const body = await readBody(request, multipart ? Math.min(maxBytes, MAX_UPLOAD_FORM_BYTES) : MAX_FORM_BYTES);
  const files = new Map<string, File>();
  // A form with no fields may come without a type; any other body must say it is a form.
  if (!type && body.byteLength === 0) return { form: new FormData(), refused: [], files };
  const mediaType = type?.split(";")[0].trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(mediaType)) throw badRequest();
  let parsed: FormData;
  try {
    parsed = await new Response(body, { headers: { "Content-Type": type! } }).formData();
  } catch {
    throw badRequest();
  }
  const form = new FormData();
  const refused: string[] = [];
  for (const [name, value] of parsed) {
    if (!isStorableText(name)) continue;
    // A file is read only by a form that uploads one; for any other it is nothing the action reads.
    if (typeof value !== "string") {
      if (keepFiles && !files.has(name)) files.set(name, value);
      continue;
    }
    if (!isStorableText(value) && !refused.includes(name)) refused.push(name);
    form.append(name, withoutUnstorable(value));
  }
  return { form, refused, files };
}

/**
 * The body, at most `limit` bytes of it; a longer one (declared or streamed) is refused with 413. The rest of a
 * longer body is still read and dropped: a request whose body is left unread has its connection reset, so the 413
 * would never arrive. Past MAX_DRAINED_BYTES (no form of ours comes near) the connection is dropped instead.
 */
async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length")) || 0;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (Math.max(size, declared) > MAX_DRAINED_BYTES) {
        await reader.cancel();
        break;
      }
      if (size <= limit) chunks.push(value);
    }
  } catch {
    // A body cut off half way (the client went away, a broken chunked encoding) is a bad request.
    throw badRequest();
  }
  if (Math.max(size, declared) > limit) throw tooLarge();
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
