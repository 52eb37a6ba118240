// The test acquirer's 3-D Secure page, as a bank's would look: who is charged how much on which card, a password
// field, "Confirm" and "Cancel". Plain HTML with one form and no scripts, so it works without JavaScript. It lists
// the test cards and the password, since only people trying the shop ever see it. Texts in tr, en and ar (right to
// left).
import { formatMoney } from "../../../../../shared/money.js";
import { translate } from "../../../../core/i18n.js";
import type { LedgerEntry } from "./ledger.js";
import { TEST_CARDS, TEST_PASSWORD } from "./test-cards.js";
import { escapeHtml as escape } from "../../../../../shared/html.js";


const STYLE = `
body{font-family:system-ui,sans-serif;background:#eef1f5;color:#1c2430;margin:0;padding:16px}
main{max-width:440px;margin:24px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 4px}.badge{display:inline-block;background:#fde68a;color:#713f12;border-radius:4px;padding:2px 8px;font-size:.8rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:16px 0}dt{color:#5b6675}dd{margin:0;font-weight:600}
label{display:block;font-weight:600;margin:12px 0 4px}input{width:100%;box-sizing:border-box;font-size:1rem;padding:10px;border:1px solid #9aa4b2;border-radius:8px}
.actions{display:flex;gap:8px;margin-top:16px;flex-wrap:wrap}button{font-size:1rem;padding:10px 16px;border-radius:8px;border:1px solid #1d4ed8;cursor:pointer}
.confirm{background:#1d4ed8;color:#fff}.cancel{background:#fff;color:#1d4ed8}
details{margin-top:20px;font-size:.9rem}table{border-collapse:collapse;width:100%;margin-top:8px}td{padding:4px 6px;border-top:1px solid #e5e7eb}
.hint{color:#5b6675;font-size:.9rem}[dir=ltr]{unicode-bidi:isolate}`;

export function challengePage(entry: LedgerEntry): string {
  const { language } = entry;
  const t = (key: string, values?: Record<string, string>) => escape(translate(language, "payment", `testAcquirer.${key}`, values));
  const amount = formatMoney(entry.amountMinor, { currency: entry.currencyCode, language });
  const cards = TEST_CARDS.map((card) => `<tr><td dir="ltr">${card.number}</td><td>${t(`cards.${card.behaviour}`)}</td></tr>`).join("");
  return `<!doctype html>
<html lang="${escape(language)}" dir="${language === "ar" ? "rtl" : "ltr"}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${t("title")}</title><style>${STYLE}</style></head>
<body><main>
<h1>${t("title")}</h1><span class="badge">${t("badge")}</span>
<p>${t("intro")}</p>
<dl><dt>${t("amount")}</dt><dd><span dir="ltr">${escape(amount)}</span></dd>
<dt>${t("installments")}</dt><dd>${entry.installmentCount === 1 ? t("single") : t("count", { count: String(entry.installmentCount) })}</dd>
<dt>${t("card")}</dt><dd><bdo dir="ltr">•••• ${escape(entry.cardLast4)}</bdo></dd></dl>
<form method="post" action="">
<label for="password">${t("password")}</label>
<input id="password" name="password" type="password" autocomplete="one-time-code" inputmode="numeric" autofocus>
<p class="hint">${t("passwordHint", { password: TEST_PASSWORD })}</p>
<div class="actions"><button class="confirm" type="submit" name="action" value="confirm">${t("confirm")}</button>
<button class="cancel" type="submit" name="action" value="abandon">${t("cancel")}</button></div>
</form>
<details><summary>${t("cardsTitle")}</summary><table>${cards}</table></details>
</main></body></html>`;
}

/** A transaction that is unknown or was answered already: nothing to confirm. */
export function answeredPage(language: string): string {
  const t = (key: string) => escape(translate(language, "payment", `testAcquirer.${key}`));
  return `<!doctype html><html lang="${escape(language)}" dir="${language === "ar" ? "rtl" : "ltr"}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t("title")}</title><style>${STYLE}</style></head>
<body><main><h1>${t("title")}</h1><p>${t("answered")}</p></main></body></html>`;
}
