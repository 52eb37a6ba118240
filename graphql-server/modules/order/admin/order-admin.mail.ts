// The mails the shop's decisions send the customer, in the order's language: one per status change (with the cargo
// and its tracking link once shipped, and what went back to the card when a card order is cancelled), one per decision on a cancel or return request (the answer, what was given
// back, the order's new status). Queued inside the transaction of the change, so a mail exists exactly when the
// change was committed, and sent by a job so a slow mail server never fails the admin's action.
import { formatMoney } from "../../../../shared/money.js";
import { translate } from "../../../core/i18n.js";
import { defineJob } from "../../../core/jobs.js";
import { getMailer, type Mail } from "../../mail/index.js";
import type { OrderStatusCode } from "../order-state.js";
import { requestKindText, requestStatusText, type OrderRequestKind, type OrderRequestStatus } from "../requests/index.js";
import { orderStatusText } from "../order.texts.js";
import { escapeHtml as escape } from "../../../../shared/html.js";


/** A plain mail: paragraphs as text lines and as HTML, a link as an anchor, right to left in Arabic. */
function mailOf(to: string, language: string, subject: string, paragraphs: string[], link: { text: string; url: string } | null): Mail {
  const text = [...paragraphs, ...(link ? [`${link.text}: ${link.url}`] : [])].join("\n\n");
  const dir = language === "ar" ? "rtl" : "ltr";
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="font-family: sans-serif">
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join("\n")}
${link ? `<p><a href="${escape(link.url)}">${escape(link.text)}</a></p>` : ""}
</body></html>`;
  return { to, subject, text, html };
}

export interface StatusMailData {
  to: string;
  language: string;
  name: string;
  code: string;
  status: OrderStatusCode;
  cargoName: string | null;
  trackingCode: string | null;
  trackingUrl: string | null;
  invoiceNumber: string | null;
  /** What this change gave back to the card (a cancelled card order), in the order's currency; absent: nothing. */
  refundedToCard?: { amountMinor: number; currencyCode: string } | null;
}

export function orderStatusMail(d: StatusMailData): Mail {
  const t = (key: string, values?: Record<string, string>) => translate(d.language, "order", `statusMail.${key}`, values);
  const status = orderStatusText(d.status, d.language);
  const paragraphs = [t("hello", { name: d.name }), t("intro", { code: d.code, status })];
  if (d.status === "shipped" && d.cargoName) paragraphs.push(`${t("cargo")}: ${d.cargoName}`);
  if (d.status === "shipped" && d.trackingCode) paragraphs.push(`${t("trackingCode")}: ${d.trackingCode}`);
  if (d.invoiceNumber) paragraphs.push(`${t("invoiceNumber")}: ${d.invoiceNumber}`);
  const refunded = d.refundedToCard;
  if (refunded && refunded.amountMinor > 0) {
    paragraphs.push(`${t("refundedToCard")}: ${formatMoney(refunded.amountMinor, { currency: refunded.currencyCode, language: d.language })}`);
  }
  const link = d.status === "shipped" && d.trackingUrl ? { text: t("track"), url: d.trackingUrl } : null;
  return mailOf(d.to, d.language, t("subject", { code: d.code, status }), paragraphs, link);
}

export interface DecisionMailData {
  to: string;
  language: string;
  code: string;
  kind: OrderRequestKind;
  status: OrderRequestStatus;
  answer: string;
  lines: string[];
  refundMinor: number;
  currencyCode: string;
  /** The order's status when the decision moved it. */
  orderStatus: OrderStatusCode | null;
}

export function requestDecisionMail(d: DecisionMailData): Mail {
  const t = (key: string, values?: Record<string, string>) => translate(d.language, "order", `decisionMail.${key}`, values);
  const kind = requestKindText(d.kind, d.language);
  const status = requestStatusText(d.status, d.language);
  const paragraphs = [t("intro", { code: d.code, status }), `${t("lines")}: ${d.lines.join(", ")}`];
  if (d.answer) paragraphs.push(`${t("answer")}: ${d.answer}`);
  if (d.refundMinor > 0) paragraphs.push(`${t("refund")}: ${formatMoney(d.refundMinor, { currency: d.currencyCode, language: d.language })}`);
  if (d.orderStatus) paragraphs.push(`${t("orderStatus")}: ${orderStatusText(d.orderStatus, d.language)}`);
  return mailOf(d.to, d.language, t("subject", { code: d.code, kind, status }), paragraphs, null);
}

export const orderStatusMailJob = defineJob<StatusMailData>({
  name: "order.status-mail",
  describe: ({ code, status }) => `status mail ${code} ${status}`,
  retryLimit: 5,
  retryDelaySeconds: 60,
  async run(data, { em }) {
    await getMailer(em).send(orderStatusMail(data));
  },
});

export const requestDecisionMailJob = defineJob<DecisionMailData>({
  name: "order.request-decision-mail",
  describe: ({ code, kind, status }) => `${kind} request ${status} of order ${code}`,
  retryLimit: 5,
  retryDelaySeconds: 60,
  async run(data, { em }) {
    await getMailer(em).send(requestDecisionMail(data));
  },
});
