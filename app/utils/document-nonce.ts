// The nonce the page was served with, for scripts added in the browser: the `nonce` property of a server-rendered
// script keeps the value the attribute no longer shows. Apart from nonce.ts so the enhancement script of pages
// without React (app/enhance) can use it without bundling React.
export function documentNonce(): string {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}
