// POST /resource/browsing-session — the page's script reports a signed-in member's browsing session: intent=start
// (page load, tab shown again) starts or continues the session named by the session_id cookie and renews the cookie;
// intent=end (tab hidden a while, page closed; a beacon) ends it. The member and token come from the cookies. The
// answer is always an empty 204, whatever happened: nothing on the page waits for it.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endBrowsingSession, startBrowsingSession } from "~/utils/browsing-session.server";
import { readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { browsingSessionCookie } from "~/utils/member.server";

export const action = withInputNet(answerPost);

async function answerPost({ request, context }: ActionFunctionArgs) {
  const { form } = await readForm(request);
  if (form.get("intent") === "end") {
    await endBrowsingSession(request, context);
    return new Response(null, { status: 204 });
  }
  const id = await startBrowsingSession(request, context);
  return new Response(null, { status: 204, headers: id ? { "Set-Cookie": browsingSessionCookie(id) } : undefined });
}

// Someone opening the URL directly gets the home page rather than a 405.
export async function loader() {
  return redirect("/");
}
