// GET /checkout-locations?country=1&lang=tr → the states of a country; ?state=34 → the cities (districts) of a
// state. JSON for the address form's fetchers; without JavaScript the form refreshes its lists by posting itself.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { positiveId } from "~/domain/checkout-address";
import { CheckoutCitiesDocument, CheckoutStatesDocument } from "~/utils/checkout.server";
import { runQuery } from "~/utils/graphql.server";
import { DEFAULT_LOCALE, isLocale } from "~/utils/locale";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = url.searchParams.get("lang");
  const language = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const countryId = positiveId(url.searchParams.get("country"));
  const stateId = positiveId(url.searchParams.get("state"));
  const headers = { "Cache-Control": "public, max-age=3600" };
  if (stateId) {
    const { cities } = await runQuery(request, context, CheckoutCitiesDocument, { stateId, language });
    return Response.json({ kind: "cities", parentId: stateId, items: cities ?? [] }, { headers });
  }
  if (countryId) {
    const { states } = await runQuery(request, context, CheckoutStatesDocument, { countryId, language });
    return Response.json({ kind: "states", parentId: countryId, items: states ?? [] }, { headers });
  }
  return Response.json({ kind: "none", parentId: null, items: [] }, { status: 400 });
}
