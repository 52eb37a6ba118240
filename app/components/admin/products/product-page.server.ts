// What the product pages' loaders and actions share: a refusal of the admin's role becomes the admin's 403 page and
// an unknown product the 404 page (never an error page of the storefront, never a 500).
import { data } from "@remix-run/node";
import { graphQLErrorCode } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";

export async function asCataloguePage<T>(request: Request, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = graphQLErrorCode(error);
    if (code === "FORBIDDEN") {
      const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
      throw data({ title: t("forbidden.title"), text: t("forbidden.text") }, { status: 403 });
    }
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
