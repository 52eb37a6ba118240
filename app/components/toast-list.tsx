// Flash toasts rendered by the server. CSS shows them, then fades them out after TOAST.visibleMs (paused while
// hovered or focused), so they also disappear without JavaScript; with JavaScript a dismiss button is added
// (app/enhance/page-controls.ts: the button and the fade-out end the toast, which React then forgets).
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { AlertIcon, CheckIcon, CloseIcon } from "~/components/icons";
import { TOAST } from "~/utils/constants";
import { CLIENT_TOAST_EVENT } from "~/utils/client-toast";
import type { Toast } from "~/utils/toast";
import { JsOnlyButton } from "~/components/js-only-button";
import { enhanceToast } from "~/enhance/page-controls";
import { useEnhancer } from "~/utils/use-enhancer";

export function ToastList({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState<string | null>(null);
  // A toast raised in the browser, remembered with the flash toast it covers: a newer flash toast wins again.
  const [clientToast, setClientToast] = useState<{ toast: Toast; over: string | null } | null>(null);
  const flashId = useRef<string | null>(toast?.id ?? null);

  useEffect(() => {
    flashId.current = toast?.id ?? null;
  }, [toast]);

  useEffect(() => {
    const listener = (event: Event) =>
      setClientToast({ toast: (event as CustomEvent<Toast>).detail, over: flashId.current });
    window.addEventListener(CLIENT_TOAST_EVENT, listener);
    return () => window.removeEventListener(CLIENT_TOAST_EVENT, listener);
  }, []);

  // Ids are unique per flash, so a new toast shows even after the previous one was dismissed.
  const current = clientToast && clientToast.over === (toast?.id ?? null) ? clientToast.toast : toast;
  const visible = current && current.id !== dismissed ? current : null;
  const visibleId = visible?.id ?? null;
  const element = useEnhancer<HTMLDivElement>((toast) => enhanceToast(toast, () => setDismissed(visibleId)), [visibleId]);
  const timing = { "--toast-visible": `${TOAST.visibleMs}ms`, "--toast-fade": `${TOAST.fadeMs}ms` } as CSSProperties;

  // No empty landmark on pages without a toast.
  if (!visible) return null;

  return (
    <section className="toast-region" aria-label={t("toast.region")} style={timing}>
      <div key={visible.id} className={`toast toast--${visible.type}`} role={visible.type === "success" ? "status" : "alert"} ref={element}>
        {visible.type === "success" ? <CheckIcon /> : <AlertIcon />}
        <div className="toast__body">
          <strong className="toast__title">{visible.type === "success" ? t("toast.success") : t("toast.error")}</strong>
          <p className="toast__message">{visible.message}</p>
        </div>
        <JsOnlyButton className="icon-button toast__dismiss" aria-label={t("toast.dismiss")}>
          <CloseIcon />
        </JsOnlyButton>
      </div>
    </section>
  );
}
