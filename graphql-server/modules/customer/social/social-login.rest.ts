// GET /api/v1/customerToken/login/{provider}?r={path}: the address a page links to for "sign in with Google, Apple or
// Facebook". It answers a browser redirect (302) to the storefront's start of the login, which keeps the login's
// values in a cookie of its own before sending the browser to the provider; a provider the shop is not configured
// for is a 404.
import { z } from "zod";
import { errorMessage } from "../../../core/errors.js";
import { defineRoute, type RestRoute } from "../../../core/rest.js";
import type { Query } from "../../../generated/resolvers-types.js";
import { SOCIAL_PROVIDERS } from "./settings.js";

/** The storefront route that starts a login (app/routes/resource.social-login.$provider.tsx). */
const STOREFRONT_START = "/resource/social-login";

export const socialLoginRoutes: RestRoute[] = [
  defineRoute<Pick<Query, "socialLoginProviders">, { provider: (typeof SOCIAL_PROVIDERS)[number] }, { r?: string }>({
    method: "GET",
    path: "/api/v1/customerToken/login/{provider}",
    access: "public",
    params: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }),
    query: z.object({ r: z.string().max(2048).optional().describe("the path of this site to come back to") }),
    document: `query RestSocialLoginProviders { socialLoginProviders }`,
    reply: (data, request, { params, query }) => {
      if (!data.socialLoginProviders.includes(params.provider.toUpperCase() as never)) {
        return { status: 404, body: { success: false, code: "social_login_unavailable", message: errorMessage(request.language, "social_login_unavailable") } };
      }
      const back = query.r ? `?r=${encodeURIComponent(query.r)}` : "";
      const location = `${STOREFRONT_START}/${params.provider}${back}`;
      return { status: 302, headers: { Location: location }, body: { success: true, redirect: location } };
    },
  }),
];
