// Where a one-time code went ("sent to +90 532 … by SMS"), with the dev outbox's link where there is one (the
// development server lists the texts it did not send at /dev/texts).
import { useTranslation } from "react-i18next";

interface CodeSentNoteProps {
  phone: string;
  channel: "SMS" | "WHATSAPP";
  /** The dev outbox page, only outside production. */
  devTextsHref: string | null;
}

export function CodeSentNote({ phone, channel, devTextsHref }: CodeSentNoteProps) {
  const { t } = useTranslation("common");
  return (
    <div className="code-sent" role="status">
      <p>{t(channel === "WHATSAPP" ? "phoneCode.sentWhatsapp" : "phoneCode.sentSms", { phone: `\u2066${phone}\u2069` })}</p>
      {devTextsHref ? (
        <a href={devTextsHref} className="text-link" target="_blank" rel="noreferrer">
          {t("phoneCode.devTexts")}
        </a>
      ) : null}
    </div>
  );
}

/** The code input: six digits, the phone's own one-time-code autofill. */
export function codeInputProps() {
  return { inputMode: "numeric" as const, autoComplete: "one-time-code", maxLength: 12, dir: "ltr" as const };
}
