// The fake PayTR's pages, framed by the shop's checkout: the card form (PayTR's iframe page), the bank's 3-D Secure
// page (approve or deny), whose form targets the whole window (not just the frame): the answer to it sends the
// browser back to the shop's ok or fail address, as PayTR's does. Plain forms, no script needed.
import { escapeHtml as escape } from "../../../../../../shared/html.js";

const STYLE = `body{font-family:system-ui,sans-serif;background:#fff;margin:0;padding:12px;color:#1f2937}main{max-width:420px;margin:0 auto}
label{display:block;margin:10px 0 4px;font-size:.9rem}input,select{width:100%;box-sizing:border-box;font-size:1rem;padding:8px;border:1px solid #9ca3af;border-radius:6px}
.row{display:flex;gap:8px}.row>div{flex:1}button,a.button{display:inline-block;font-size:1rem;padding:10px 16px;margin:12px 8px 0 0;border-radius:8px;
border:1px solid #0f766e;background:#0f766e;color:#fff;text-decoration:none}button.deny{background:#fff;color:#0f766e}.error{color:#b91c1c}`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

/** PayTR's installment choice on its page: the counts the shop's token allows (the card's family decides the rate). */
const installmentChoice = (maxInstallment: number) =>
  maxInstallment < 2
    ? ""
    : `<label for="installment_count">Taksit / Installments</label><select id="installment_count" name="installment_count">${Array.from(
        { length: maxInstallment },
        (_, i) => i + 1,
      )
        .map(
          (n) =>
            `<option value="${n}"${n === maxInstallment ? " selected" : ""}>${
              n === 1 ? "Tek çekim / Single payment" : `${n} taksit / ${n} installments`
            }</option>`,
        )
        .join("")}</select>`;

export function cardFormPage(token: string, amount: string, maxInstallment: number, error: string | null): string {
  return page(
    "PayTR (test)",
    `<h1>PayTR güvenli ödeme</h1><p>Tutar / Amount: <strong dir="ltr">${escape(amount)}</strong></p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ""}
<form method="post" action="/odeme/guvenli/${escape(token)}">
<label for="cc_owner">Kart sahibi / Card holder</label><input id="cc_owner" name="cc_owner" autocomplete="cc-name" required>
<label for="card_number">Kart numarası / Card number</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" dir="ltr" required>
<div class="row"><div><label for="expiry">Son kullanma (AA/YY) / Expiry (MM/YY)</label><input id="expiry" name="expiry" dir="ltr" autocomplete="cc-exp" required></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" dir="ltr" autocomplete="cc-csc" required></div></div>
${installmentChoice(maxInstallment)}
<button type="submit">Öde / Pay</button></form>`,
  );
}

export function threeDsPage(token: string, secret: string, amount: string, last4: string): string {
  return page(
    "3D Secure (test)",
    `<h1>3D Secure</h1><p>Tutar / Amount: <strong dir="ltr">${escape(amount)}</strong></p><p>Kart / Card: <bdo dir="ltr">•••• ${escape(last4)}</bdo></p>
<form method="post" action="/odeme/3d/${escape(token)}" target="_top"><input type="hidden" name="secret" value="${escape(secret)}">
<button type="submit" name="action" value="approve">Onayla / Approve</button>
<button class="deny" type="submit" name="action" value="deny">Reddet / Deny</button></form>`,
  );
}

export const notFoundPage = () => page("PayTR", "<p>İşlem bulunamadı / Unknown transaction</p>");
