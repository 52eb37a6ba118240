// What the admin's edit pages share on the server: turning a refused save (an OperationError with its field) into
// the form's field errors, and the page an admin sees when the server refuses the page's role or no longer has its
// record (another tab deleted it, an address typed by hand).
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { data } from "@remix-run/node";
import { graphQLErrorCode } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";

/** A refused save as field errors: `field` names the input, anything else becomes the form's own message. */
export const refusedFields = (error: { message: string; field?: string | null }, knownFields: readonly string[]): Record<string, string> =>
  error.field && knownFields.includes(error.field) ? { [error.field]: error.message } : { form: error.message };

/** The admin's 403 page, in the admin's language: the server refused this admin's role for what the page asked. */
export async function forbiddenPage(request: Request): Promise<never> {
  const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
  throw data({ title: t("forbidden.title"), text: t("forbidden.text") }, { status: 403 });
}

/**
 * Rethrows a NOT_FOUND answer as the 404 page (another tab deleted the record, an address typed by hand); any other
 * error as it is. A FORBIDDEN answer never gets here: adminQuery and adminMutation make it the 403 page themselves.
 */
export async function refusalPage(_request: Request, error: unknown): Promise<never> {
  if (graphQLErrorCode(error) === "NOT_FOUND") throw data(null, { status: 404 });
  throw error;
}

/** Every field of a posted form as text (checkboxes: "on" or absent). */
export const formValues = (form: FormData, names: readonly string[]): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, typeof form.get(name) === "string" ? String(form.get(name)) : ""]));

/**
 * The input field a refused settings form names (the server's BAD_USER_INPUT), or null for any other failure.
 * Unstorable text is refused before the resolver, naming the argument's path ("input.fromName"): the path goes.
 */
export function refusedInputField(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const { code, field } = error.errors[0]?.extensions ?? {};
  return code === "BAD_USER_INPUT" && typeof field === "string" ? field.replace(/^input\./, "") : null;
}
