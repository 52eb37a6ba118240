// Reports a signed-in member's browsing session (app/utils/browsing-session.ts). Renders nothing on a hydrated page;
// on a page React does not hydrate it leaves a mark for the enhancement script, which reports instead. Without
// JavaScript nothing is reported.
import { useEffect } from "react";
import { BROWSING_SESSION_MARK, reportBrowsingSession } from "~/utils/browsing-session";
import { useServedWithoutReact } from "~/utils/static-page";

export function BrowsingSessionReporter() {
  const withoutReact = useServedWithoutReact();
  useEffect(() => reportBrowsingSession(), []);
  return withoutReact ? <span hidden {...{ [BROWSING_SESSION_MARK]: "" }} /> : null;
}
