// GET /resource/i18n/{lng}/{ns} — one catalogue for the browser, fetched when a page needs a namespace the first
// page did not embed. Only known languages and namespaces are served. (Not under /locales: in development Vite
// would answer that path itself with the JSON file turned into a JS module.)
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCatalogue } from "~/utils/i18n.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const catalogue = getCatalogue(params.lng ?? "", params.ns ?? "");
  if (!catalogue) return new Response("Not found", { status: 404 });
  return Response.json(catalogue, {
    // Not content-hashed, so cached briefly; a deploy is visible within minutes.
    headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" },
  });
}
