// /api/v1 route of guest identity.
import type { Mutation } from "../../generated/resolvers-types.js";
import { defineRoute, type RestRoute } from "../../core/rest.js";

export const guestRoutes: RestRoute[] = [
  /**
   * POST /api/v1/guestToken — creates a guest identity.
   * 200 {success, guest_code, token, expires_at}; send the token as `Authorization: Bearer` on cart calls.
   */
  defineRoute<Pick<Mutation, "createGuestToken">>({
    method: "POST",
    path: "/api/v1/guestToken",
    access: "public",
    document: `mutation RestGuestToken { createGuestToken { guestCode token expiresAt } }`,
    reply: (data) => ({
      body: {
        success: true,
        guest_code: data.createGuestToken.guestCode,
        token: data.createGuestToken.token,
        expires_at: data.createGuestToken.expiresAt,
      },
    }),
  }),
];
