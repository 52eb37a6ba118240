// The fake iyzico's pages: the bank's 3-D Secure page (approve or deny, plain forms, no script needed) and the page
// that posts the result back to the shop's callback address, as iyzico's own page does (a button; a script clicks it
// for browsers that run one).
import { escapeHtml as escape } from "../../../../../../shared/html.js";

const STYLE = `body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;padding:16px}main{max-width:420px;margin:24px auto;background:#fff;
border-radius:12px;padding:24px}button{font-size:1rem;padding:10px 16px;margin:8px 8px 0 0;border-radius:8px;border:1px solid #1e64ff}
.approve{background:#1e64ff;color:#fff}.deny{background:#fff;color:#1e64ff}`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

export function acsPage(paymentId: string, token: string, amount: string, last4: string): string {
  return page(
    "iyzico 3D Secure (test)",
    `<h1>3D Secure</h1><p>Tutar / Amount: <strong dir="ltr">${escape(amount)}</strong></p><p>Kart / Card: <bdo dir="ltr">•••• ${escape(last4)}</bdo></p>
<form method="post" action="/acs/${escape(paymentId)}"><input type="hidden" name="token" value="${escape(token)}">
<button class="approve" type="submit" name="action" value="approve">Onayla / Approve</button>
<button class="deny" type="submit" name="action" value="deny">Reddet / Deny</button></form>`,
  );
}

export function callbackPostPage(callbackUrl: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join("");
  return page(
    "iyzico",
    `<form id="iyzico-callback" method="post" action="${escape(callbackUrl)}">${inputs}<p>Mağazaya dönülüyor / Returning to the shop</p>
<button class="approve" type="submit">Devam / Continue</button></form><script>document.getElementById("iyzico-callback").submit()</script>`,
  );
}

/** What initialize answers as threeDSHtmlContent: a form to the fake's 3-D Secure page. */
export function threeDsHtml(acsUrl: string, paymentId: string, token: string): string {
  return `<!doctype html><html><body><form id="iyzico-3ds-form" action="${escape(acsUrl)}" method="get">
<input type="hidden" name="paymentId" value="${escape(paymentId)}"><input type="hidden" name="token" value="${escape(token)}">
</form><script>document.getElementById("iyzico-3ds-form").submit()</script></body></html>`;
}

export const notFoundPage = () => page("iyzico", "<p>İşlem bulunamadı / Unknown transaction</p>");
