// /api/v1 routes of forgot password and browsing sessions, in the legacy shapes. The token of a reset link is read
// as `token` or `refresh_token`, the repeated password as `password_confirmation`, `password_again` or `re_password`.
import type { Customer, CustomerSession, FormError } from "../../../generated/resolvers-types.js";
import { errorMessage, legacyUserError } from "../../../core/errors.js";
import { defineRoute, type RestRoute } from "../../../core/rest.js";
import { FORM_ERROR_FIELDS, legacyFormError } from "../../../core/rest-form.js";
import { firstGiven, legacyBody, pathId, queryText, text } from "../../../core/rest-input.js";
import { z } from "zod";
import { legacySession } from "../customer.rest.js";

const SESSION = `... on CustomerSession { token expiresAt customer { id firstName lastName } }`;
const token = z.string().max(200).nullish();
const tokenAliases = (b: Record<string, unknown>) => ({ ...b, token: firstGiven(b, "token", "refresh_token") });

type Session = Pick<CustomerSession, "token" | "expiresAt"> & { __typename: "CustomerSession"; customer: Pick<Customer, "id" | "firstName" | "lastName"> };

export const customerAccessRoutes: RestRoute[] = [
  /**
   * POST /api/v1/customer/forgotPassword?language — {email}: mails a reset link when a member has the address.
   * 200 {success:true, code:"forgot_password_mail_sended"} for members and strangers alike; a missing or malformed
   * address 200 {success:false, code:"form_required_general_message", errors}; too many requests 429.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/customer/forgotPassword",
    access: "public",
    body: legacyBody(() => ({ email: text.max(254).nullish() })),
    document: `mutation RestForgotPassword($email: String!, $language: String) {
      requestPasswordReset(email: $email, language: $language) { __typename ... on FormError { ${FORM_ERROR_FIELDS} } }
    }`,
    variables: ({ body }, { language }) => ({ email: body.email ?? "", language }),
    reply: (data: { requestPasswordReset: { __typename: "PasswordResetRequested" } | (FormError & { __typename: "FormError" }) }) => {
      const result = data.requestPasswordReset;
      if (result.__typename === "FormError") return { body: legacyFormError(result) };
      return { body: { success: true, code: "forgot_password_mail_sended" } };
    },
  }),
  /** POST /api/v1/customer/forgotPasswordcontrolRefreshToken — {token}: 200 {success:true} while the link works, else {success:false, code:"refresh_token_expired", message}. */
  defineRoute({
    method: "POST",
    path: "/api/v1/customer/forgotPasswordcontrolRefreshToken",
    access: "public",
    body: legacyBody(() => ({ token }), tokenAliases),
    document: `query RestForgotPasswordCheck($token: String!) { passwordResetTokenValid(token: $token) }`,
    variables: ({ body }) => ({ token: body.token ?? "" }),
    reply: (data: { passwordResetTokenValid: boolean }, { language }) =>
      data.passwordResetTokenValid
        ? { body: { success: true } }
        : { body: legacyUserError({ code: "REFRESH_TOKEN_EXPIRED", message: errorMessage(language, "refresh_token_expired"), field: "token" }) },
  }),
  /**
   * POST /api/v1/customer/forgotPasswordChangePassword?language — {token, password, password_confirmation}: sets the
   * password and signs the member in: 200 {success:true, code:"successfully_password_changed", token, expires_at,
   * user}; an expired, used or replaced link {success:false, code:"refresh_token_expired"}; a short or unequal
   * password {success:false, code:"form_required_general_message", errors}.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/customer/forgotPasswordChangePassword",
    access: "public",
    body: legacyBody(
      () => ({ token, password: z.string().max(1024).nullish(), password_confirmation: z.string().max(1024).nullish() }),
      (b) => ({ ...tokenAliases(b), password_confirmation: firstGiven(b, "password_confirmation", "password_again", "re_password") }),
    ),
    document: `mutation RestForgotPasswordChange($token: String!, $password: String!, $repeat: String, $language: String) {
      resetPassword(token: $token, password: $password, passwordRepeat: $repeat, language: $language) {
        __typename ${SESSION} ... on FormError { ${FORM_ERROR_FIELDS} }
      }
    }`,
    variables: ({ body }, { language }) => ({ token: body.token ?? "", password: body.password ?? "", repeat: body.password_confirmation ?? null, language }),
    reply: (data: { resetPassword: Session | (FormError & { __typename: "FormError" }) }) => {
      const result = data.resetPassword;
      if (result.__typename === "FormError") return { body: legacyFormError(result) };
      return { body: { success: true, code: "successfully_password_changed", ...legacySession(result) } };
    },
  }),
  /** GET /api/v1/customerToken/sessionStart/{userId}?session_id — 200 {success:true, session_id}; another member's id 403. */
  defineRoute({
    method: "GET",
    path: "/api/v1/customerToken/sessionStart/{userId}",
    access: "customer",
    params: z.object({ userId: pathId }),
    query: z.object({ session_id: queryText }),
    document: `mutation RestSessionStart($customerId: Int!, $sessionId: String) { startBrowsingSession(customerId: $customerId, sessionId: $sessionId) }`,
    variables: ({ params, query }) => ({ customerId: params.userId, sessionId: query.session_id?.slice(0, 64) || null }),
    reply: (data: { startBrowsingSession: string }) => ({ body: { success: true, session_id: data.startBrowsingSession } }),
  }),
  /** GET /api/v1/customerToken/sessionEnd/{userId}/{sessionId} — 200 {success:true}; a session that is not the member's 404. */
  defineRoute({
    method: "GET",
    path: "/api/v1/customerToken/sessionEnd/{userId}/{sessionId}",
    access: "customer",
    params: z.object({ userId: pathId, sessionId: z.string().max(64) }),
    document: `mutation RestSessionEnd($customerId: Int!, $sessionId: String!) { endBrowsingSession(customerId: $customerId, sessionId: $sessionId) }`,
    variables: ({ params }) => ({ customerId: params.userId, sessionId: params.sessionId }),
    reply: () => ({ body: { success: true } }),
  }),
];
