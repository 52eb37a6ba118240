// The allow-list for admin-written HTML (shared/safe-html.ts): generated hostile documents — elements that navigate,
// submit, frame or style, event attributes, script URLs hidden by case, entities, whitespace and control characters,
// broken and nested markup — come out with nothing that could act; the text a shopper reads and the formatting the
// list allows stay. The checks read the output as the serializer writes it (every `<` that opens a tag, attributes
// in double quotes), so a regular expression is a faithful reader here.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeHtml } from "../../shared/safe-html";

const ALLOWED_TAGS = new Set(
  "h1 h2 h3 h4 h5 h6 p br hr blockquote pre code div span ul ol li dl dt dd a img figure figcaption table caption thead tbody tfoot tr th td colgroup col strong b em i u s del ins sub sup small mark abbr q cite".split(
    " ",
  ),
);
const URL_ATTRIBUTES = new Set(["href", "src", "cite"]);
const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

const DANGEROUS_TAGS = ["meta", "form", "input", "button", "script", "style", "iframe", "frame", "object", "embed", "base", "link", "svg", "math", "textarea", "select", "template", "video", "audio", "dialog", "portal"];
const SAFE_TAGS = ["p", "a", "img", "h2", "table", "td", "ul", "li", "strong", "span", "div"];
const ATTRIBUTE_NAMES = ["href", "src", "onclick", "onerror", "ONLOAD", "onmouseover", "style", "http-equiv", "content", "action", "formaction", "srcdoc", "xlink:href", "target", "rel", "class", "id", "title", "data-x", "colspan", "dir"];
const SCHEMES = ["javascript:", "JaVaScRiPt:", " javascript:", "java\tscript:", "java\nscript:", "javascript&#58;", "javascript&colon;", "&#106;avascript:", "vbscript:", "data:text/html,", "data:image/svg+xml,", "file:", "https:", "http:", "mailto:", "tel:", "//", "/", "#", ""];
const TEXTS = ["alert(1)", "evil.example/x", "0;url=https://evil.example", "<", ">", '"', "'", "&amp;", "Merhaba", "مرحبا", "`", "--", "<!--", "]]>"];

const attributeValue = fc.tuple(fc.constantFrom(...SCHEMES), fc.constantFrom(...TEXTS)).map(([scheme, text]) => scheme + text);
const quoted = fc.tuple(fc.constantFrom('"', "'", ""), attributeValue).map(([q, value]) => (q ? `${q}${value.replaceAll(q, "")}${q}` : value.replace(/[\s>]/g, "")));
const attribute = fc.tuple(fc.constantFrom(...ATTRIBUTE_NAMES), quoted).map(([name, value]) => ` ${name}=${value}`);
const tagName = fc.oneof(fc.constantFrom(...DANGEROUS_TAGS), fc.constantFrom(...SAFE_TAGS), fc.constantFrom(...DANGEROUS_TAGS).map((tag) => tag.toUpperCase()));

const html: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(...TEXTS),
    fc
      .tuple(tagName, fc.array(attribute, { maxLength: 3 }), fc.array(tie("node"), { maxLength: 3 }), fc.boolean())
      .map(([tag, attributes, children, closed]) => `<${tag}${attributes.join("")}>${children.join("")}${closed ? `</${tag}>` : ""}`),
  ),
})).node;

/** An attribute value as a browser reads it: character references decoded, the characters it ignores in a URL gone. */
const decoded = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ":")
    .replace(/&(tab|newline);/gi, "")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    // A browser drops tabs and line breaks inside a URL and leading control characters and spaces.
    .replace(/[\t\n\r]/g, "")
    // eslint-disable-next-line no-control-regex
    .replace(/^[\u0000-\u0020]+/, "");

/** What is wrong with the output, as a list; empty when nothing could act. */
function problems(output: string): string[] {
  const found: string[] = [];
  for (const [, tag, attributes] of output.matchAll(/<\/?([^\s/>]+)([^>]*)>/g)) {
    if (!ALLOWED_TAGS.has(tag)) found.push(`tag ${tag}`);
    for (const [, name, value] of attributes.matchAll(/\s([^\s=]+)(?:="([^"]*)")?/g)) {
      if (/^on/i.test(name) || name === "style" || name === "srcdoc" || name.includes(":")) found.push(`attribute ${name}`);
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(decoded(value ?? ""))?.[1]?.toLowerCase();
      if (URL_ATTRIBUTES.has(name) && scheme && !SAFE_SCHEMES.has(scheme)) found.push(`${name} scheme ${scheme}`);
      if (name === "src" && scheme && scheme !== "http" && scheme !== "https") found.push(`src scheme ${scheme}`);
    }
  }
  // A text the serializer left unescaped would open markup the next reader sees.
  if (/<(?![a-z/])/i.test(output)) found.push("stray <");
  return found;
}

describe("admin-written HTML", () => {
  it("keeps nothing that navigates, submits, frames, styles or runs, whatever the input", () => {
    fc.assert(
      fc.property(fc.array(html, { minLength: 1, maxLength: 4 }), (parts) => {
        const output = safeHtml(parts.join(""));
        expect(problems(output), output).toEqual([]);
        // Cleaned again when shown: still nothing that could act.
        expect(problems(safeHtml(output)), output).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it("removes the ways out the content security policy leaves open", () => {
    const output = safeHtml(
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><form action="https://evil.example"><input name="password"><button>Giriş</button></form>' +
        '<base href="https://evil.example/"><a href="javascript:alert(1)">x</a><p style="position:fixed;inset:0">Kampanya</p><iframe src="https://evil.example"></iframe>',
    );
    expect(output).toBe('Giriş<a rel="noopener noreferrer">x</a><p>Kampanya</p>');
  });

  it("keeps the formatting a text needs, links made safe to follow", () => {
    const text =
      '<h2>Teslimat</h2><p>Kargo <strong>ücretsiz</strong>, <em>iade</em> 14 gün.</p><ul><li>Bir</li></ul><ol start="3"><li>Üç</li></ol>' +
      '<table><thead><tr><th colspan="2">Beden</th></tr></thead><tbody><tr><td>S</td><td>36</td></tr></tbody></table>' +
      '<img src="https://cdn.example/a.jpg" alt="Lamba" width="300" /><p dir="rtl">مرحبا</p><p>{{shopName}} — {{total}}</p>';
    expect(safeHtml(text)).toBe(text);
    expect(safeHtml('<a href="https://example.com/x" target="_blank" rel="nofollow">x</a>')).toBe(
      '<a href="https://example.com/x" rel="nofollow noopener noreferrer" target="_blank">x</a>',
    );
    expect(safeHtml('<a href="/hakkimizda">x</a><a href="mailto:a@b.example">m</a>')).toBe(
      '<a href="/hakkimizda" rel="noopener noreferrer">x</a><a href="mailto:a@b.example" rel="noopener noreferrer">m</a>',
    );
  });
});
