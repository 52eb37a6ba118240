// /api/v1/adminToken routes in the legacy shapes of customerToken's: login with email and password (and the
// authenticator code when the admin has one), and the signed-in admin.
import { z } from "zod";
import type { AdminRole, AdminUser, OperationError } from "../../generated/resolvers-types.js";
import { legacyUserError } from "../../core/errors.js";
import { defineRoute, type RestRoute } from "../../core/rest.js";
import { firstGiven, legacyBody, text } from "../../core/rest-input.js";

const ADMIN_FIELDS = `id name email roles`;
type AdminFields = Pick<AdminUser, "id" | "name" | "email"> & { roles: AdminRole[] };

const legacyAdmin = (admin: AdminFields) => ({ id: admin.id, name: admin.name, email: admin.email, roles: admin.roles.map((role) => role.toLowerCase()) });

type LoginReply =
  | { __typename: "AdminSession"; token: string; expiresAt: string; admin: AdminFields }
  | (Pick<OperationError, "code" | "message" | "field"> & { __typename: "OperationError" });

export const adminRoutes: RestRoute[] = [
  /**
   * POST /api/v1/adminToken?language — {email, password, totp (or code)}. 200 {success:true, token, expires_at, user};
   * 200 {success:false, code: admin_login_failed | totp_required | totp_invalid, message}; too many attempts 429.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/adminToken",
    access: "public",
    body: legacyBody(
      () => ({ email: text.max(254), password: z.string().max(1024), totp: text.max(16).nullish() }),
      (b) => ({ ...b, totp: firstGiven(b, "totp", "code") }),
    ),
    document: `mutation RestLoginAdmin($email: String!, $password: String!, $totp: String, $language: String) {
      loginAdmin(email: $email, password: $password, totp: $totp, language: $language) {
        __typename
        ... on AdminSession { token expiresAt admin { ${ADMIN_FIELDS} } }
        ... on OperationError { code message field }
      }
    }`,
    variables: ({ body }, { language }) => ({ email: body.email, password: body.password, totp: body.totp ?? null, language }),
    reply: (data: { loginAdmin: LoginReply }) => {
      const result = data.loginAdmin;
      if (result.__typename === "OperationError") return { body: legacyUserError(result) };
      return { body: { success: true, code: "successfully_login", token: result.token, expires_at: result.expiresAt, user: legacyAdmin(result.admin) } };
    },
  }),
  /** GET /api/v1/adminToken/me — 200 {success:true, result:{id, user:{id, name, email, roles}}}; no admin token: 401. */
  defineRoute({
    method: "GET",
    path: "/api/v1/adminToken/me",
    access: "admin",
    document: `query RestAdminMe { adminMe { ${ADMIN_FIELDS} } }`,
    reply: (data: { adminMe: AdminFields }) => ({ body: { success: true, result: { id: data.adminMe.id, user: legacyAdmin(data.adminMe) } } }),
  }),
];
