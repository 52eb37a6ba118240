// The server half of the admin's record pages (app/components/admin/record-page.tsx): a loader's guard that turns a
// missing role into the refusal page, and one action for every editor: read the post, run the page's save, delete
// (or another intent), and answer the form with its errors or go back to the list with a toast.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { positiveId } from "~/domain/checkout-address";
import type { RecordValues } from "~/domain/record-form";
import { refusalPage } from "~/utils/admin-forms.server";
import { adminAuthenticated } from "~/utils/admin-session.server";
import { readForm } from "~/utils/form.server";
import { graphQLErrorCode } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { toastCookie } from "~/utils/toast.server";

/** What the admin's save and delete fields answer (their result unions, as the page's documents select them). */
export type RecordResult =
  | { __typename: "FormError"; message: string; fields: readonly { field: string; message: string }[] }
  | { __typename: "OperationError"; code: string; message: string }
  | { __typename: string };

/** What the form shows after a refused post. */
export interface RecordActionData {
  values: RecordValues;
  errors: Record<string, string>;
  message: string | null;
}

type Args = LoaderFunctionArgs | ActionFunctionArgs;

/**
 * A page's loader body, as the signed-in admin; an admin without the page's role gets the refusal page (403): the
 * role the server refuses its fields to, or `ownerOnly` for pages whose reads any admin may make but whose writes
 * only the owner may (languages, currencies).
 */
export async function recordPageLoader<T>(args: Args, load: (token: string, t: (key: string) => string, language: string) => Promise<T>, { ownerOnly = false } = {}): Promise<T> {
  const { token, admin } = await adminAuthenticated(args);
  const language = localeFromRequest(args.request);
  const t = await remixI18n.getFixedT(language, "admin");
  if (ownerOnly && !admin.roles.includes("OWNER")) throw data({ title: t("forbidden.title"), text: t("forbidden.text") }, { status: 403 });
  try {
    return await load(token, (key) => t(key), language);
  } catch (error) {
    return refusalPage(args.request, error);
  }
}

export interface RecordHandlers {
  save(values: RecordValues, id: number | null, token: string, language: string): Promise<RecordResult>;
  remove?(id: number, token: string, language: string): Promise<RecordResult>;
  /** Intents of the page's own (a category's move). */
  other?: Record<string, (values: RecordValues, id: number | null, token: string, language: string) => Promise<RecordResult>>;
}

const stringEntries = (form: FormData): RecordValues => {
  const values: RecordValues = {};
  form.forEach((value, name) => {
    if (typeof value === "string") values[name] = value;
  });
  return values;
};

/** The action of a record page (see the top of this file). */
export async function recordAction(args: ActionFunctionArgs, handlers: RecordHandlers) {
  // The form first: a post from another site is refused (403) before anything else is looked at.
  const { form, refused } = await readForm(args.request);
  const { token } = await adminAuthenticated(args);
  const language = localeFromRequest(args.request);
  const t = await remixI18n.getFixedT(language, ["admin", "errors"]);
  const values = stringEntries(form);
  if (refused.length) {
    const errors = Object.fromEntries(refused.map((field) => [field, t("errors:invalid_characters")]));
    return data<RecordActionData>({ values, errors, message: t("errors:form_invalid_general_message") }, { status: 400 });
  }
  const id = positiveId(values.id);
  const intent = values.intent ?? "save";
  let result: RecordResult;
  try {
    if (intent === "delete" && handlers.remove && id !== null) result = await handlers.remove(id, token, language);
    else if (handlers.other?.[intent]) result = await handlers.other[intent](values, id, token, language);
    else result = await handlers.save(values, id, token, language);
  } catch (error) {
    const code = graphQLErrorCode(error);
    if (code === "NOT_FOUND") return data<RecordActionData>({ values, errors: {}, message: t("errors:not_found") }, { status: 404 });
    if (code !== "BAD_USER_INPUT") throw error;
    return data<RecordActionData>({ values, errors: {}, message: t("errors:form_invalid_general_message") }, { status: 400 });
  }
  if ("fields" in result) {
    const errors = Object.fromEntries(result.fields.map((f) => [f.field, f.message]));
    return data<RecordActionData>({ values, errors, message: result.message }, { status: 400 });
  }
  if ("code" in result) return data<RecordActionData>({ values, errors: {}, message: result.message }, { status: result.code === "NOT_FOUND" ? 404 : 409 });
  // Saved or deleted: back to the list where the admin was (its search and page), the editor closed.
  const back = new URL(args.request.url);
  back.searchParams.delete("edit");
  back.searchParams.delete("index");
  const message = intent === "delete" ? t("admin:taxonomy.deleted") : t("admin:form.saved");
  return redirect(back.pathname + back.search, { headers: { "Set-Cookie": await toastCookie({ type: "success", message }) } });
}

/** A refusal the page finds before asking the server (a number that is no number), as the server's would read. */
export async function fieldProblem(language: string, field: string, key: string): Promise<RecordResult> {
  const t = await remixI18n.getFixedT(language, "errors");
  return { __typename: "FormError", message: t("form_invalid_general_message"), fields: [{ field, message: t(key) }] };
}

/** The list's page from the URL and the number of pages. */
export const LIST_PAGE_SIZE = 20;
