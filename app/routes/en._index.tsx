// Home page in English (/en); see app/components/home-page.tsx and app/utils/home-page.server.ts.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { HOME_HANDLE, HomePage, homeHeaders, homeMeta } from "~/components/home-page";
import { loadHome } from "~/utils/home-page.server";

export const handle = HOME_HANDLE;
export const headers = homeHeaders;
export const meta = homeMeta;
export const loader = ({ request, context }: LoaderFunctionArgs) => loadHome(request, context, "en");
export default HomePage;
