// Generated hostile posts to the storefront's actions (shopper and admin pages alike): the forms are read from the
// pages themselves, so a new action or field is covered without new test code. A post carries some of its form's
// own fields (with our values or hostile ones) and now and then a stray one, in one of the bodies a browser or an
// attacker sends: a form, multipart, JSON, text, no type, broken multipart, a huge body, a post from another site.
import fc from "fast-check";
import { expect } from "vitest";
import { postForms } from "./storefront-routes.js";

/** Field name → values our own pages send in it, for every action URL. */
export type FormsByAction = Map<string, Map<string, Set<string>>>;

export const MAX_FORM_BYTES = 256 * 1024;

/** A reply that leaks internals: a stack frame, a source path, SQL as MikroORM writes it, or a database error. */
const LEAK =
  /\n\s+at .+:\d+:\d+|node_modules|graphql-server\/|\.server\.ts|\bselect (?:"|\*|count\()|\binsert into "|\bupdate "\w+" set\b|\bdelete from "|syntax error at|violates .+ constraint|relation "\w+" does not/i;

export async function expectSafe(response: Response, what: string) {
  const body = await response.text();
  expect(response.status, `${what} → ${response.status}`).toBeLessThan(500);
  expect(LEAK.exec(body)?.[0] ?? null, `${what} leaks`).toBeNull();
}

// Hostile text: control characters, lone surrogates, quotes and SQL punctuation, numbers out of every range, long text.
const control = fc.constantFrom("\u0000", "\u0001", "\u0008", "\u000B", "\u000C", "\u001B", "\u001F", "\u007F", "\t", "\r\n");
const surrogate = fc.constantFrom("\uD800", "\uDBFF", "\uDC00", "\uDFFF");
const punctuation = fc.constantFrom("'", '"', ";", "--", "' OR '1'='1", "'; DROP TABLE cart; --", "\\", "%", "_", "<script>", "${x}", "{{x}}");
export const hostileNumber = fc.oneof(
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
  fc.constantFrom("2147483648", "-2147483649", "-1", "0", "1e309", "-1e309", "NaN", "Infinity", "1.5", "0x10", "99999999999999999999", " 1 "),
);
/** Dates and times as a form's date fields may receive them: out of range, half written, in another shape. */
const hostileDate = fc.constantFrom("0000-00-00", "2026-02-30", "9999-12-31", "10000-01-01", "-0001-01-01", "2026-13-01", "2026-1-1", "2026-01-01T25:00", "1e5", "today");
export const hostileText = fc.oneof(
  fc.array(fc.oneof(control, surrogate, punctuation, hostileNumber, fc.string({ maxLength: 8 })), { minLength: 1, maxLength: 6 }).map((parts) => parts.join("")),
  hostileNumber,
  hostileDate,
  fc.string({ unit: "binary", maxLength: 40 }),
  // Long, but a post of eight such fields stays under the form limit (the huge body is a case of its own).
  fc.integer({ min: 1_000, max: 4_000 }).map((length) => "ş".repeat(length)),
);

/** The post forms of every page in `urls`, as `cookie`'s holder sees them, merged by where they post. */
export async function collectForms(baseUrl: string, urls: string[], cookie: string): Promise<FormsByAction> {
  const forms: FormsByAction = new Map();
  for (const url of urls) {
    const page = await fetch(baseUrl + url, { headers: { cookie } });
    for (const form of postForms(await page.text(), url)) {
      const fields = forms.get(form.action) ?? new Map<string, Set<string>>();
      for (const [name, values] of form.fields) fields.set(name, new Set([...(fields.get(name) ?? []), ...values]));
      forms.set(form.action, fields);
    }
  }
  return forms;
}

/** A post's fields: some of the form's own fields (with our values or hostile ones) and now and then a stray one. */
function fieldsFor(forms: FormsByAction, url: string) {
  const known = forms.get(url) ?? new Map<string, Set<string>>();
  const names = [...known.keys()];
  const ours = (name: string) => [...(known.get(name) ?? [])];
  const field = names.length
    ? fc.constantFrom(...names).chain((name) => fc.tuple(fc.constant(name), ours(name).length ? fc.oneof(fc.constantFrom(...ours(name)), hostileText) : hostileText))
    : fc.tuple(hostileText, hostileText);
  const stray = fc.tuple(fc.oneof(hostileText, fc.constant("intent")), hostileText);
  const intent = ours("intent").length ? fc.option(fc.constantFrom(...ours("intent")), { nil: undefined }) : fc.constant(undefined);
  return fc
    .tuple(fc.array(fc.oneof({ weight: 4, arbitrary: field }, { weight: 1, arbitrary: stray }), { maxLength: 8 }), intent)
    .map(([entries, chosen]) => (chosen === undefined ? entries : [["intent", chosen] as [string, string], ...entries]));
}

type Body = { kind: string; init: RequestInit; expected?: number };

/** Actions that read their post with `fromAnySite` (app/utils/form.server.ts), or a provider's server calls. */
const ANY_SITE_ACTIONS = /^\/resource\/(social-login|payment)\/[^/?]+\/(callback|notification)(\?|$)/;

function bodyFor(entries: [string, string][]): fc.Arbitrary<Body> {
  const urlencoded = new URLSearchParams(entries).toString();
  const multipart = new FormData();
  for (const [name, value] of entries) multipart.append(name, value);
  const form = { "content-type": "application/x-www-form-urlencoded" };
  return fc.constantFrom<Body>(
    { kind: "form", init: { body: urlencoded, headers: form } },
    { kind: "multipart", init: { body: multipart } },
    { kind: "json", init: { body: JSON.stringify(Object.fromEntries(entries)), headers: { "content-type": "application/json" } }, expected: 400 },
    { kind: "text", init: { body: urlencoded || "x", headers: { "content-type": "text/plain" } }, expected: 400 },
    { kind: "no type", init: { body: new TextEncoder().encode(urlencoded || "x") }, expected: 400 },
    {
      kind: "broken multipart",
      init: { body: `--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd`, headers: { "content-type": "multipart/form-data; boundary=b" } },
      expected: 400,
    },
    { kind: "multipart without boundary", init: { body: urlencoded || "x", headers: { "content-type": "multipart/form-data" } }, expected: 400 },
    { kind: "huge", init: { body: `note=${"a".repeat(MAX_FORM_BYTES)}`, headers: form }, expected: 413 },
    { kind: "cross-site", init: { body: urlencoded, headers: { ...form, origin: "https://evil.example" } }, expected: 403 },
  );
}

export interface HostilePost {
  url: string;
  /** What a fetcher sends (single fetch: `<path>.data`) rather than a plain form post. */
  dataRequest: boolean;
  body: Body;
}

/** A post to one of `urls`, with fields from its form in `forms`. */
export function hostilePost(forms: FormsByAction, urls: string[]): fc.Arbitrary<HostilePost> {
  return fc
    .tuple(fc.constantFrom(...urls), fc.boolean())
    .chain(([url, dataRequest]) => fieldsFor(forms, url).chain((entries) => bodyFor(entries).map((body) => ({ url, dataRequest, body }))));
}

/** Sends the post with `cookie`: the status its kind of body calls for, and never a 5xx or internals. */
export async function sendHostilePost(baseUrl: string, { url, dataRequest, body }: HostilePost, cookie: string) {
  const target = dataRequest ? `${url.replace(/\?index$/, "")}.data${url.endsWith("?index") ? "?index" : ""}` : url;
  const headers = new Headers(body.init.headers);
  headers.set("cookie", cookie);
  const response = await fetch(baseUrl + target, { ...body.init, method: "POST", headers, redirect: "manual" });
  const what = `${body.kind} POST ${target}`;
  // A provider's sign-in or payment callback is posted by the provider's page: the actions another site may post to.
  const expected = body.kind === "cross-site" && ANY_SITE_ACTIONS.test(url) ? undefined : body.expected;
  if (expected) expect(response.status, what).toBe(expected);
  await expectSafe(response, what);
}
