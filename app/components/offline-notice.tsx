// Tells the shopper to check the connection while the browser's online/offline events say it is offline.
// Server-rendered pages are online by definition.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { OfflineIcon } from "~/components/icons";

export function OfflineNotice() {
  const { t } = useTranslation();
  const [offline, setOffline] = useState(false);

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
      {offline ? (
        <>
          <OfflineIcon />
          <span>{t("offline.message")}</span>
        </>
      ) : null}
    </div>
  );
}
