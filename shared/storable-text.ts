// Text no database can store or no person types: NUL (PostgreSQL text cannot hold it), the other C0 control
// characters but tab, line feed and carriage return (notes and addresses have several lines), DEL, and lone UTF-16
// surrogates (only broken or hostile clients send them). One rule for both halves: the GraphQL kernel refuses such
// text in any operation, the storefront refuses it in a form field before any call.

// Control characters are exactly what this pattern is about.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, "g");

export const isStorableText = (text: string) => !UNSTORABLE.test(text);

/** The text without the characters that cannot be stored (safe to show back to the person who typed it). */
export const withoutUnstorable = (text: string) => text.replace(UNSTORABLE_ALL, "");
