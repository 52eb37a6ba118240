// The top loading bar follows Remix navigation and fetcher state (timings in LOADING_BAR): it appears only when work
// takes longer than the throttle, creeps towards 90 % over the nominal duration, and on completion fills and fades
// out after the hide delay. Nothing is shown for fast transitions.
import { useFetchers, useNavigation } from "@remix-run/react";
import { useEffect, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { LOADING_BAR } from "~/utils/constants";

type Phase = "idle" | "running" | "done";

export function LoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const [phase, setPhase] = useState<Phase>("idle");

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase("running"), LOADING_BAR.throttleMs);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === "running" ? "done" : current));
  }, [busy]);

  useEffect(() => {
    if (phase !== "done") return;
    const timer = setTimeout(() => setPhase("idle"), LOADING_BAR.hideDelayMs);
    return () => clearTimeout(timer);
  }, [phase]);

  const timing = {
    "--loading-duration": `${LOADING_BAR.durationMs}ms`,
    "--loading-hide": `${LOADING_BAR.hideDelayMs}ms`,
  } as CSSProperties;

  return (
    <div className="loading-bar" data-phase={phase} style={timing} hidden={phase === "idle"}>
      {phase === "running" ? (
        <div className="loading-bar__track" role="progressbar" aria-label={t("loading")}>
          <div className="loading-bar__fill" />
        </div>
      ) : (
        <div className="loading-bar__track">
          <div className="loading-bar__fill" />
        </div>
      )}
    </div>
  );
}
