// The server half of the related-product picker: the chosen products' rows (name, picture) and, when the page's
// address carries `linkSearch`, the products matching it (by name, code, barcode or number).
import type { AppLoadContext } from "@remix-run/node";
import { graphql } from "~/graphql/generated";
import { adminQuery } from "~/utils/admin-session.server";

const CANDIDATES = 10;

export async function linkPickerData(args: { request: Request; context: AppLoadContext }, token: string, chosen: readonly number[]) {
  const search = (new URL(args.request.url).searchParams.get("linkSearch") ?? "").trim().slice(0, 100);
  const result = await adminQuery(args, token, AdminLinkPickerDocument, { ids: [...new Set(chosen)], search, searching: search !== "", perPage: CANDIDATES });
  return { search, known: result.chosen.items, candidates: result.found?.items ?? null };
}

const AdminLinkPickerDocument = graphql(`
  query AdminLinkPicker($ids: [Int!]!, $search: String, $searching: Boolean!, $perPage: Int) {
    chosen: adminProducts(filter: { ids: $ids }, perPage: 100) {
      items {
        id
        name
        barcode
        image
      }
    }
    found: adminProducts(filter: { search: $search }, perPage: $perPage) @include(if: $searching) {
      items {
        id
        name
        barcode
        image
      }
    }
  }
`);
