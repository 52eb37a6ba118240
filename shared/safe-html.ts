// The HTML an admin writes for shoppers (blog posts, content pages, product descriptions) keeps only what a text
// needs: headings, paragraphs, lists, links, pictures, tables and inline emphasis. The content security policy
// already stops scripts, but a <meta http-equiv="refresh">, a form, a frame or a styled overlay would still send a
// visitor elsewhere or ask them for a password in the shop's name, so anything outside the list goes. One list for
// both halves: the services apply it when a text is saved, the storefront again when it shows one (rows stored
// before the list existed, or written by a tier of another version).
import sanitizeHtml from "sanitize-html";

const LINK_SCHEMES = ["http", "https", "mailto", "tel"];
/** Added to every link: a page opened from the shop gets no handle on it, nor the address it came from. */
const LINK_REL = ["noopener", "noreferrer"];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code", "div", "span"],
    ...["ul", "ol", "li", "dl", "dt", "dd"],
    ...["a", "img", "figure", "figcaption"],
    ...["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "colgroup", "col"],
    ...["strong", "b", "em", "i", "u", "s", "del", "ins", "sub", "sup", "small", "mark", "abbr", "q", "cite"],
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel", "hreflang"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    ol: ["start", "reversed", "type"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    col: ["span"],
    colgroup: ["span"],
    abbr: ["title"],
    "*": ["dir", "lang"],
  },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: true,
  // The text inside a removed element that holds no reading text (a script, a style, a form's options) goes too.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "template", "iframe", "object", "select"],
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const rel = new Set([...(attribs.rel ?? "").split(/\s+/).filter((word) => /^[a-z-]+$/i.test(word)), ...LINK_REL]);
      const { target, ...rest } = attribs;
      // Only a new tab is a target a text needs; a named frame or window is not.
      return { tagName, attribs: { ...rest, ...(target === "_blank" ? { target } : {}), rel: [...rel].join(" ") } };
    },
  },
};

/** The admin-written HTML with everything outside the allow-list removed (text is kept, escaped). */
export const safeHtml = (html: string): string => (html ? sanitizeHtml(html, OPTIONS) : html);
