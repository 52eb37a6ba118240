// /api/v1 routes of the member's own account, in the legacy shapes: profile update, profile picture, password change
// and account deletion. A form failure is 200 {success:false, code, message, errors:[{field, message}]}.
import type { Customer, FormError } from "../../../generated/resolvers-types.js";
import { defineRoute, type RestRoute } from "../../../core/rest.js";
import { FORM_ERROR_FIELDS, legacyFormError } from "../../../core/rest-form.js";
import { firstGiven, legacyBody, legacyFlag, text, truthy } from "../../../core/rest-input.js";
import { z } from "zod";
import { aliases, CUSTOMER_FIELDS, customerBodyFields, customerInput, legacyCustomer } from "../customer.rest.js";

type Failure = FormError & { __typename: "FormError" };
type ProfileReply = (Customer & { __typename: "Customer" }) | Failure;
const PROFILE_RESULT = `__typename ... on Customer { ${CUSTOMER_FIELDS} } ... on FormError { ${FORM_ERROR_FIELDS} }`;

/** A profile result: the member's record with a success code, or the form failure. */
const profileReply = (result: ProfileReply, code: string) =>
  result.__typename === "FormError" ? { body: legacyFormError(result) } : { body: { success: true, code, data: legacyCustomer(result) } };

/** A password as typed: any text up to a length no hashing chokes on (its rules are the service's). */
const password = z.string().max(1024).nullish();

const updateBody = legacyBody(
  () => ({
    ...customerBodyFields,
    commercial_message: legacyFlag.describe("or is_commercial_message: give (true) or withdraw (false); left out: unchanged"),
    is_commercial_message: legacyFlag,
  }),
  aliases,
);

const passwordBody = legacyBody(
  () => ({
    current_password: password.describe("or old_password; not needed by a member who never set a password"),
    new_password: password.describe("or password: at least 8 characters"),
    new_password_repeat: password.describe("or password_confirmation; left out: taken as typed the same"),
  }),
  (b) => ({
    current_password: firstGiven(b, "current_password", "old_password"),
    new_password: firstGiven(b, "new_password", "password"),
    new_password_repeat: firstGiven(b, "new_password_repeat", "password_confirmation", "new_password_again"),
  }),
);

const deleteBody = legacyBody(() => ({
  password: password.describe("the member's password; a member without one sends confirm: true"),
  confirm: truthy,
}));

export const customerProfileRoutes: RestRoute[] = [
  /**
   * POST /api/v1/customer/update?language — the profile (same fields as registration). 200 {success:true,
   * code:"successfully_updated", data:{…the member's record}}; a form failure (form_required_general_message,
   * email_duplicate, phone_duplicate) 200 {success:false, …}.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/customer/update",
    access: "customer",
    body: updateBody,
    document: `mutation RestUpdateProfile($input: CustomerProfileInput!, $language: String) {
      updateProfile(input: $input, language: $language) { ${PROFILE_RESULT} }
    }`,
    variables: ({ body }, { language }) => ({
      language,
      input: { ...customerInput(body), commercial: body.commercial_message ?? body.is_commercial_message ?? null },
    }),
    reply: (data: { updateProfile: ProfileReply }) => profileReply(data.updateProfile, "successfully_updated"),
  }),
  /**
   * POST /api/v1/image/uploadCustomer?language — the profile picture, as form data (field `image`, or `file`) or as
   * JSON {image: base64 or data URL}. Cropped square, resized, stored without metadata. 200 {success:true,
   * code:"successfully_updated", data:{…, image}}; not a picture or over 5 MB: 200 {success:false, errors:[{field:"image"}]};
   * a body over 8 MB: 413.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/image/uploadCustomer",
    access: "customer",
    multipart: true,
    body: legacyBody(() => ({ image: text.max(12_000_000).nullish(), file: text.max(12_000_000).nullish() })),
    document: `mutation RestUploadProfileImage($image: String!, $language: String) {
      uploadProfileImage(image: $image, language: $language) { ${PROFILE_RESULT} }
    }`,
    variables: ({ body }, { language }) => ({ image: body.image ?? body.file ?? "", language }),
    reply: (data: { uploadProfileImage: ProfileReply }) => profileReply(data.uploadProfileImage, "successfully_updated"),
  }),
  /**
   * POST /api/v1/customer/changePassword?language — 200 {success:true, code:"password_changed", ended_sessions};
   * a wrong current password 200 {success:false, code:"password_incorrect"}; other sessions of the member end.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/customer/changePassword",
    access: "customer",
    body: passwordBody,
    document: `mutation RestChangePassword($current: String, $next: String, $repeat: String, $language: String) {
      changePassword(currentPassword: $current, newPassword: $next, newPasswordRepeat: $repeat, language: $language) {
        __typename ... on PasswordChanged { endedSessions } ... on FormError { ${FORM_ERROR_FIELDS} }
      }
    }`,
    variables: ({ body }, { language }) => ({
      current: body.current_password ?? null,
      next: body.new_password ?? null,
      repeat: body.new_password_repeat ?? body.new_password ?? null,
      language,
    }),
    reply: (data: { changePassword: { __typename: "PasswordChanged"; endedSessions: number } | Failure }) => {
      const result = data.changePassword;
      if (result.__typename === "FormError") return { body: legacyFormError(result) };
      return { body: { success: true, code: "password_changed", ended_sessions: result.endedSessions } };
    },
  }),
  /**
   * POST /api/v1/customer/deleteAccount?language — {password} (or {confirm:true} for a member without one).
   * 200 {success:true, code:"account_deleted"}: personal data anonymised, every session ended, orders kept.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/customer/deleteAccount",
    access: "customer",
    body: deleteBody,
    document: `mutation RestDeleteAccount($password: String, $confirm: Boolean, $language: String) {
      deleteAccount(password: $password, confirm: $confirm, language: $language) {
        __typename ... on AccountDeleted { deleted } ... on FormError { ${FORM_ERROR_FIELDS} }
      }
    }`,
    variables: ({ body }, { language }) => ({ password: body.password ?? null, confirm: body.confirm, language }),
    reply: (data: { deleteAccount: { __typename: "AccountDeleted"; deleted: boolean } | Failure }) => {
      const result = data.deleteAccount;
      if (result.__typename === "FormError") return { body: legacyFormError(result) };
      return { body: { success: true, code: "account_deleted" } };
    },
  }),
];
