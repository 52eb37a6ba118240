// A form's failure as legacy clients read it: 200 {success:false, code, message, errors:[{field, message}]}, one
// message per field, field names in snake_case as the legacy bodies spell them.
import type { FormError } from "../generated/resolvers-types.js";
import { legacyCode } from "./errors.js";

/** The selection a REST document needs to build that reply. */
export const FORM_ERROR_FIELDS = `code message fields { field message }`;

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const legacyFormError = (e: Pick<FormError, "code" | "message" | "fields">) => ({
  success: false,
  code: legacyCode(e.code),
  message: e.message,
  errors: e.fields.map((f) => ({ field: snake(f.field), message: f.message })),
});
