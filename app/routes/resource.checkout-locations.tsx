// GET /resource/checkout-locations?country=1&lang=tr → the states of a country; ?state=34 → the cities (districts)
// of a state. JSON for the address form's fetchers; without JavaScript the form refreshes its lists by posting
// itself.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { positiveId } from "~/domain/checkout-address";
import { fetchLocations } from "~/utils/checkout-address.server";
import { localeOrDefault } from "~/utils/locale";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = localeOrDefault(url.searchParams.get("lang"));
  const countryId = positiveId(url.searchParams.get("country"));
  const stateId = positiveId(url.searchParams.get("state"));
  const headers = { "Cache-Control": "public, max-age=3600" };
  if (stateId) {
    const { cities } = await fetchLocations(request, context, language, { countryId: null, stateId });
    return Response.json({ kind: "cities", parentId: stateId, items: cities ?? [] }, { headers });
  }
  if (countryId) {
    const { states } = await fetchLocations(request, context, language, { countryId, stateId: null });
    return Response.json({ kind: "states", parentId: countryId, items: states ?? [] }, { headers });
  }
  return Response.json({ kind: "none", parentId: null, items: [] }, { status: 400 });
}
