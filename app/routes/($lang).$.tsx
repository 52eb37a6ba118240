// Any other path is not found (for now: the catalogue's seo-link pages will resolve here). Throwing from a loader
// keeps the root loader's data, so the 404 page renders inside the full header and footer.
import { notFound } from "~/utils/http.server";

export const handle = { i18n: ["common"] };

export async function loader(): Promise<never> {
  throw notFound();
}

export default function NotFoundRoute() {
  return null;
}
