// Tells the shopper to check the connection while the browser's online/offline events say it is offline.
// Server-rendered pages are online by definition: the message comes hidden, and app/enhance/page-controls.ts shows
// and hides it, attached here where React runs and by the enhancement script where it does not.
import { useTranslation } from "react-i18next";
import { OfflineIcon } from "~/components/icons";
import { enhanceOfflineNotice } from "~/enhance/page-controls";
import { useEnhancer } from "~/utils/use-enhancer";

export function OfflineNotice() {
  const { t } = useTranslation();
  const notice = useEnhancer<HTMLDivElement>(enhanceOfflineNotice);

  return (
    <div className="offline-notice" role="alert" hidden ref={notice}>
      <OfflineIcon />
      <span>{t("offline.message")}</span>
    </div>
  );
}
