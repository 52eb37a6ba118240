// A signed-in member's browsing session, as the storefront reports it: started or continued (the id kept in the
// session_id cookie), and ended — by the page's beacon, or by signing out. Failures never reach the shopper: a
// failed start is ignored, a failed end only logged.
import type { AppLoadContext } from "@remix-run/node";
import { graphql } from "~/graphql/generated";
import { runMutation } from "~/utils/graphql.server";
import { browsingSessionId, memberSession } from "~/utils/member.server";

/** The session's id (the cookie's when it is the member's own open one, else a new one); null when it failed. */
export async function startBrowsingSession(request: Request, context: AppLoadContext): Promise<string | null> {
  const signedIn = memberSession(request);
  if (!signedIn) return null;
  try {
    const variables = { customerId: signedIn.member.id, sessionId: browsingSessionId(request) };
    return (await runMutation(request, context, StartDocument, variables)).startBrowsingSession;
  } catch {
    return null;
  }
}

/** Ends the session the cookie names, if the member has one. */
export async function endBrowsingSession(request: Request, context: AppLoadContext): Promise<void> {
  const signedIn = memberSession(request);
  const sessionId = browsingSessionId(request);
  if (!signedIn || !sessionId) return;
  await runMutation(request, context, EndDocument, { customerId: signedIn.member.id, sessionId }).catch((error: unknown) =>
    context.log.warn({ err: error }, "could not end a browsing session"),
  );
}

const StartDocument = graphql(`
  mutation BrowsingSessionStart($customerId: Int!, $sessionId: String) {
    startBrowsingSession(customerId: $customerId, sessionId: $sessionId)
  }
`);

const EndDocument = graphql(`
  mutation BrowsingSessionEnd($customerId: Int!, $sessionId: String!) {
    endBrowsingSession(customerId: $customerId, sessionId: $sessionId)
  }
`);
