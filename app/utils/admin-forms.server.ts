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

/**
 * Rethrows a FORBIDDEN answer as the 403 page (an admin reaching a page of another role by its address), and a
 * NOT_FOUND one as the 404 page; any other error as it is.
 */
export async function refusalPage(request: Request, error: unknown): Promise<never> {
  const code = graphQLErrorCode(error);
  if (code === "FORBIDDEN") {
    const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
    throw data({ title: t("forbidden.title"), text: t("forbidden.text") }, { status: 403 });
  }
  if (code === "NOT_FOUND") throw data(null, { status: 404 });
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
