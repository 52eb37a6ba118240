// The storefront's one form reader: any text comes back without the characters no database stores and the fields
// that had them are named; anything that is not a form is a 400, an over-long body a 413, another site's post a 403.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_FORM_BYTES, readForm } from "../../app/utils/form.server";
import { isStorableText } from "../../shared/storable-text";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://shop.test/cart", { method: "POST", body, headers, ...(body ? { duplex: "half" } : {}) } as RequestInit);
const urlencoded = { "content-type": "application/x-www-form-urlencoded" };

async function status(request: Request): Promise<number | "read"> {
  try {
    await readForm(request);
    return "read";
  } catch (error) {
    if (error instanceof Response) return error.status;
    throw error;
  }
}

const text = fc.oneof(
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.array(fc.constantFrom("a", "ş", "\u0000", "\u0007", "\u007F", "\t", "\n", "\uD800", "\uDC00", "😀"), { maxLength: 10 }).map((parts) => parts.join("")),
);

describe("readForm", () => {
  it("keeps storable text as it is, takes the rest out and names the fields that had it (urlencoded and multipart)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom("note", "code", "intent"), text), { maxLength: 6 }), fc.boolean(), async (entries, multipart) => {
        const body = multipart ? new FormData() : new URLSearchParams();
        for (const [name, value] of entries) body.append(name, value);
        const { form, refused } = await readForm(post(body));
        // What the browser's encoding makes of a lone surrogate (U+FFFD) is what the server sees.
        const sent = [...new URLSearchParams(new URLSearchParams(entries).toString())];
        for (const value of form.values()) expect(isStorableText(String(value))).toBe(true);
        const expected = [...new Set(sent.filter(([, value]) => !isStorableText(value)).map(([name]) => name))];
        expect(refused.sort()).toEqual(expected.sort());
        // Multipart carries every line break as CRLF (the HTML form encoding does that, not the reader).
        const lines = (value: string) => (multipart ? value.replace(/\r\n|\r|\n/g, "\n") : value);
        for (const [index, [, value]] of sent.entries()) {
          if (isStorableText(value)) expect(lines(String([...form.values()][index]))).toBe(lines(value));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("answers a body that is not a form with 400", async () => {
    expect(await status(post('{"intent":"add"}', { "content-type": "application/json" }))).toBe(400);
    expect(await status(post("intent=add", { "content-type": "text/plain" }))).toBe(400);
    expect(await status(post("intent=add", { "content-type": "multipart/form-data" }))).toBe(400);
    expect(await status(post('--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd', { "content-type": "multipart/form-data; boundary=b" }))).toBe(400);
    expect(await status(post(new TextEncoder().encode("intent=add")))).toBe(400);
    // A form with no fields may come without a type.
    expect(await status(post(null))).toBe("read");
  });

  it("answers an over-long body with 413, declared or not", async () => {
    const long = `note=${"a".repeat(MAX_FORM_BYTES)}`;
    expect(await status(post(long, urlencoded))).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(long));
        controller.close();
      },
    });
    expect(await status(post(stream, urlencoded))).toBe(413);
  });

  it("answers another site's post with 403 and lets our own through", async () => {
    expect(await status(post("a=1", { ...urlencoded, origin: "https://evil.example" }))).toBe(403);
    expect(await status(post("a=1", { ...urlencoded, "sec-fetch-site": "cross-site" }))).toBe(403);
    expect(await status(post("a=1", { ...urlencoded, origin: "http://shop.test" }))).toBe("read");
    expect(await status(post("a=1", { ...urlencoded, "sec-fetch-site": "same-origin" }))).toBe("read");
  });
});
