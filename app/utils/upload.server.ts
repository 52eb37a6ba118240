// The one storefront post that carries a file: the profile picture. It is read here instead of through readForm
// (whose limit fits text forms), with the same refusals — another site's post 403, a body that is not a form or is
// broken 400 — and a limit of its own. A picture over the limit is not an error page: the member is told, in their
// language, that it is too large (the reply names the problem); only a body far past any picture is refused as 413.
import { assertSameOrigin, badRequest, tooLarge } from "./http.server";

/** A little over the largest picture the shop accepts (5 MB), for the form's other parts. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024 + 64 * 1024;
/** Past this the body is not even drained: a 413 page, the connection dropped. */
const MAX_DRAINED_BYTES = 32 * 1024 * 1024;

export type PostedUpload = { file: Uint8Array | null; tooLarge: false } | { file: null; tooLarge: true };

/** The file field `name` of a multipart post (null when the post has none or it is empty). */
export async function readUpload(request: Request, name: string): Promise<PostedUpload> {
  assertSameOrigin(request);
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) throw badRequest();
  const declared = Number(request.headers.get("Content-Length")) || 0;
  if (declared > MAX_DRAINED_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    const reader = request.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_DRAINED_BYTES) {
        await reader.cancel();
        throw tooLarge();
      }
      if (size <= MAX_UPLOAD_BYTES) chunks.push(value);
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    throw badRequest();
  }
  if (size > MAX_UPLOAD_BYTES) return { file: null, tooLarge: true };
  let form: FormData;
  try {
    form = await new Response(new Blob(chunks as BlobPart[]), { headers: { "Content-Type": type } }).formData();
  } catch {
    throw badRequest();
  }
  const value = form.get(name);
  if (value === null || typeof value === "string" || value.size === 0) return { file: null, tooLarge: false };
  return { file: new Uint8Array(await value.arrayBuffer()), tooLarge: false };
}
