// The mail a member gets when they ask to cancel or return: what was asked for, why, and that the shop will answer;
// in the order's language, sent by a job so a slow or failing mail server never fails the request.
import { translate } from "../../../core/i18n.js";
import { defineJob } from "../../../core/jobs.js";
import { getMailer, type Mail } from "../../mail/index.js";
import type { OrderRequestRecord } from "./order-request.read.js";
import { requestKindText, requestReasonText } from "./order-request.texts.js";
import { escapeHtml as escape } from "../../../../shared/html.js";


export function orderRequestMail(request: OrderRequestRecord, to: string, language: string): Mail {
  const t = (key: string, values?: Record<string, string>) => translate(language, "order", `requestMail.${key}`, values);
  const kind = requestKindText(request.kindCode, language);
  const subject = t("subject", { code: request.orderCode, kind });
  const intro = t("intro", { code: request.orderCode, kind });
  const reason = `${t("reason")}: ${requestReasonText(request.reason, language)}`;
  const lines = request.lines.map((l) => `${l.quantity} × ${[l.title, ...l.variantNames].join(" — ")}`);
  const note = request.note ? `${t("note")}: ${request.note}` : null;
  const text = [intro, "", `${t("lines")}:`, ...lines, "", reason, ...(note ? [note] : [])].join("\n");
  const dir = language === "ar" ? "rtl" : "ltr";
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="font-family: sans-serif">
<p>${escape(intro)}</p>
<p>${escape(t("lines"))}:</p>
<ul>${lines.map((l) => `<li>${escape(l)}</li>`).join("")}</ul>
<p>${escape(reason)}</p>
${note ? `<p>${escape(note)}</p>` : ""}
</body></html>`;
  return { to, subject, text, html };
}

export const orderRequestMailJob = defineJob<{ request: OrderRequestRecord; to: string; language: string }>({
  name: "order.request-mail",
  describe: ({ request }) => `${request.kindCode} request ${request.id} of order ${request.orderCode}`,
  retryLimit: 5,
  retryDelaySeconds: 60,
  async run({ request, to, language }, { em }) {
    await getMailer(em).send(orderRequestMail(request, to, language));
  },
});
