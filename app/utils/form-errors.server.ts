// Field messages of a form: those of fields the form reader refused (app/utils/form.server.ts), and those the server
// answered in a FormError.
import { graphql } from "~/graphql/generated";
import { remixI18n } from "~/utils/i18n.server";
import type { Locale } from "~/utils/locale";

/** The translated field message of each refused field, in the shape the forms show field errors in. */
export async function refusedFieldErrors(refused: string[], locale: Locale): Promise<Record<string, string>> {
  const message = (await remixI18n.getFixedT(locale, "errors"))("invalid_characters");
  return Object.fromEntries(refused.map((name) => [name, message]));
}

/** A server FormError's field messages by field name (already translated in the request's language). */
export function serverFieldErrors(error: { fields: { field: string; message: string }[] }): Record<string, string> {
  return Object.fromEntries(error.fields.map((field) => [field.field, field.message]));
}

/** What every form's mutation selects of a FormError (the general message and one message per field). */
graphql(`
  fragment FormErrorFields on FormError {
    code
    message
    fields {
      field
      message
    }
  }
`);
