// The order confirmation mail in the order's language (tr, en, ar): number, lines, totals and, for wire transfer,
// the bank account and the description the transfer must carry. Sent by a job queued once the order is placed.
import { formatMoney } from "../../../../shared/money.js";
import { translate } from "../../../core/i18n.js";
import { formatIban } from "../../payment/index.js";
import { defineJob } from "../../../core/jobs.js";
import { getMailer, type Mail } from "../../mail/index.js";
import type { OrderRecord } from "../order.read.js";
import { orderStatusText, paymentInstructionsText } from "../order.texts.js";
import { escapeHtml as escape } from "../../../../shared/html.js";

/** A text of the confirmation mail (locales/<language>/order.json). */
const mailText = (language: string, key: string, values?: Record<string, string>) => translate(language, "order", `confirmationMail.${key}`, values);


export function orderConfirmationMail(order: OrderRecord, language: string): Mail {
  const t = (key: string) => mailText(language, key);
  const subject = mailText(language, "subject", { code: order.code });
  const intro = mailText(language, "intro", { code: order.code, status: orderStatusText(order.statusCode, language) });
  const instructions = paymentInstructionsText(order, language);
  // The storefront's rule and function: the mail writes each amount exactly as the pages showed it.
  const m = (minor: number) => formatMoney(minor, { currency: order.currencyCode, language });
  const hello = mailText(language, "hello", { name: `${order.deliveryAddress.firstName} ${order.deliveryAddress.lastName}`.trim() });
  const totals = order.totals;
  const discount = totals.campaignDiscountMinor + totals.couponDiscountMinor;
  const rows: [string, string][] = [
    [t("goods"), m(totals.linesMinor + totals.giftPackageMinor)],
    ...(discount > 0 ? ([[t("discount"), `−${m(discount)}`]] as [string, string][]) : []),
    [t("cargo"), m(totals.cargoMinor)],
    ...(totals.doorFeeMinor > 0 ? ([[t("doorFee"), m(totals.doorFeeMinor)]] as [string, string][]) : []),
    ...(totals.installmentInterestMinor > 0 ? ([[t("installmentInterest"), m(totals.installmentInterestMinor)]] as [string, string][]) : []),
    [t("total"), m(totals.grandTotalMinor)],
  ];
  const lines = order.lines.map((l) => {
    const title = [l.title, ...l.variantNames].join(" — ");
    return { text: `${l.quantity} × ${title}: ${m(l.lineTotalMinor)}`, title, quantity: l.quantity, total: m(l.lineTotalMinor) };
  });
  const bank = order.bankAccount ? `${order.bankAccount.bankName}, ${order.bankAccount.accountHolder}, IBAN ${formatIban(order.bankAccount.iban)}` : null;
  // A transfer must carry the exact amount, kuruş included, or the payment cannot be matched to the order.
  const transferAmount = bank ? `${t("transferAmount")}: ${m(totals.grandTotalMinor)}` : null;
  const a = order.deliveryAddress;
  const address = `${a.firstName} ${a.lastName}, ${a.address}, ${a.cityName} / ${a.stateName}, ${a.zipCode}, ${a.countryName}`;
  const text = [
    hello,
    "",
    intro,
    "",
    ...lines.map((l) => l.text),
    "",
    ...rows.map(([k, v]) => `${k}: ${v}`),
    "",
    `${t("payment")}: ${order.paymentName}`,
    ...(bank ? [`${t("bank")}: ${bank}`] : []),
    ...(transferAmount ? [transferAmount] : []),
    ...(instructions ? [instructions] : []),
    "",
    `${t("delivery")}: ${address}`,
  ].join("\n");
  const dir = language === "ar" ? "rtl" : "ltr";
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="font-family: sans-serif">
<p>${escape(hello)}</p>
<p>${escape(intro)}</p>
<table>${lines.map((l) => `<tr><td>${l.quantity} ×</td><td>${escape(l.title)}</td><td>${escape(l.total)}</td></tr>`).join("")}</table>
<table>${rows.map(([k, v]) => `<tr><th style="text-align: start">${escape(k)}</th><td>${escape(v)}</td></tr>`).join("")}</table>
<p>${escape(t("payment"))}: ${escape(order.paymentName)}</p>
${bank ? `<p>${escape(t("bank"))}: ${escape(bank)}</p>` : ""}
${transferAmount ? `<p><strong>${escape(transferAmount)}</strong></p>` : ""}
${instructions ? `<p><strong>${escape(instructions)}</strong></p>` : ""}
<p>${escape(t("delivery"))}: ${escape(address)}</p>
</body></html>`;
  return { to: order.email, subject: subject, text, html };
}

/**
 * The confirmation of a placed order: the job carries the order as placed (an order is a snapshot, so nothing is
 * read again) and writes the mail in the order's language when it runs; SMTP failures are retried.
 */
export const orderConfirmationJob = defineJob<{ order: OrderRecord }>({
  name: "order.confirmation-mail",
  describe: ({ order }) => `order confirmation ${order.code}`,
  retryLimit: 5,
  retryDelaySeconds: 60,
  async run({ order }, { em }) {
    await getMailer(em).send(orderConfirmationMail(order, order.language));
  },
});
