// What the product pages' loaders and actions share: an unknown product is the 404 page (never an error page of the
// storefront, never a 500); a refusal of the admin's role is the 403 page already (adminQuery, adminMutation).
import { data } from "@remix-run/node";
import { graphQLErrorCode } from "~/utils/graphql.server";

export async function asCataloguePage<T>(request: Request, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = graphQLErrorCode(error);
    if (code === "NOT_FOUND") throw data(null, { status: 404, statusText: "Not Found" });
    throw error;
  }
}

/** The product id of the URL; anything but a positive number is a 404. */
export function productIdParam(raw: string | undefined): number {
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id <= 0) throw data(null, { status: 404, statusText: "Not Found" });
  return id;
}
