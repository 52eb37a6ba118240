// Tells the shopper to check the connection while the browser's online/offline events say it is offline.
// Server-rendered pages are online by definition. A page React does not hydrate carries the message hidden, and its
// enhancement script (app/enhance/page-controls.ts) shows and hides it.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { OfflineIcon } from "~/components/icons";
import { useServedWithoutReact } from "~/utils/static-page";

export function OfflineNotice() {
  const { t } = useTranslation();
  const [offline, setOffline] = useState(false);
  const withoutReact = useServedWithoutReact();

  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);

  return (
    <div className="offline-notice" role="alert" hidden={!offline}>
      {offline || withoutReact ? (
        <>
          <OfflineIcon />
          <span>{t("offline.message")}</span>
        </>
      ) : null}
    </div>
  );
}
