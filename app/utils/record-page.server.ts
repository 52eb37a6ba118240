// The server half of the admin's record pages (app/components/admin/record-page.tsx): a loader's guard that turns a
// missing role into the refusal page, and one action for every editor: read the post, run the page's save, delete
// (or another intent), and answer the form with its errors or go back to the list with a toast. A declared page
// (decision 132) builds its loader and action from a declaration: recordLoader and recordSaveAction.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { TypedDocumentNode } from "@apollo/client";
import { pageCount, readListState, type ListSpec, type ListState } from "~/domain/admin-list";
import { positiveId } from "~/domain/checkout-address";
import { decimalOf, editTarget, wholeNumberOf, type RecordValues } from "~/domain/record-form";
import { refusalPage } from "~/utils/admin-forms.server";
import { adminAuthenticated, adminMutation, adminQuery } from "~/utils/admin-session.server";
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

/** How many rows a list read in pages shows. */
const LIST_PAGE_SIZE = 20;

/** Runs one of the page's documents as the signed-in admin. */
export type AdminRun = <TData, TVariables extends Record<string, unknown>>(document: TypedDocumentNode<TData, TVariables>, variables: NoInfer<TVariables>) => Promise<TData>;

/** A page of a list as the admin's list fields answer it. */
export interface ListPage<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * What a declared record page's loader reads: its rows (a list read whole) or a page of them, the record `?edit=`
 * names when the rows do not hold it, and choices for its fields.
 */
export type RecordRead<Row, Rec, Choices> = ({ rows: Row[] } | { list: ListPage<Row> }) & { record?: Rec | null; choices?: Choices };

/** The variables of a list read in pages with the record `?edit=` names, as every such page's query takes them. */
export interface ListVariables extends Record<string, unknown> {
  search: string | null;
  page: number;
  pageSize: number;
  id: number;
  editing: boolean;
}

/** A declared record page's loader (decision 132): the page's title key, its list in pages or whole, and its read. */
export function recordLoader<S extends string, Row extends { id: number }, Rec extends { id: number } = Row, Choices = null>(declared: {
  title: string;
  /** Present for a list searched and read in pages (its state is the URL's). */
  list?: ListSpec<S>;
  ownerOnly?: boolean;
  read(run: AdminRun, at: { state: ListState<S>; variables: ListVariables; request: Request }): Promise<RecordRead<Row, Rec, Choices>>;
}) {
  return (args: LoaderFunctionArgs) =>
    recordPageLoader(
      args,
      async (token, t) => {
        const url = new URL(args.request.url);
        const state = readListState(url, declared.list ?? { sorts: [], defaultSort: "" as S, filters: [] });
        const target = editTarget(url);
        const editing = typeof target === "number";
        const variables = { search: state.search || null, page: state.page, pageSize: LIST_PAGE_SIZE, id: editing ? target : 0, editing };
        const run: AdminRun = (document, variables) => adminQuery(args, token, document, variables);
        const read = await declared.read(run, { state, variables, request: args.request });
        const rows = "list" in read ? read.list.items : read.rows;
        const found = editing ? (rows.find((row) => row.id === target) ?? null) : null;
        const record = (read.record === undefined ? found : read.record) as Rec | null;
        const paging = "list" in read ? { page: read.list.page, pages: pageCount(read.list.total, read.list.pageSize) } : null;
        const total = "list" in read ? read.list.total : rows.length;
        return { title: t(declared.title), area: t("area"), state, target, rows, total, paging, record, choices: (read.choices ?? null) as Choices };
      },
      { ownerOnly: declared.ownerOnly },
    );
}

/** How a field's number is read before the server is asked; `required` refuses an empty one too. */
export type NumberRule = { of: "whole" | "decimal"; required?: boolean };

/** A post of a declared page: the record's id, the declared numbers as read, the page's mutations, the request. */
export interface RecordPost {
  id: number | null;
  numbers: Record<string, number | null>;
  run: AdminRun;
  request: Request;
}

/** One intent of a declared page: the numbers it reads from its fields, checked in this order, then its write. */
export interface RecordIntent {
  numbers?: Record<string, NumberRule>;
  save(values: RecordValues, post: RecordPost): Promise<RecordResult>;
}

/**
 * A declared record page's action (decision 132; the route wraps it in withInputNet like every action): the save (and the page's other intents, a category's move) with
 * its numbers checked as declared, a bad one refusing the form on its field before the server is asked; the delete.
 */
export function recordSaveAction(declared: RecordIntent & { remove?(id: number, post: Pick<RecordPost, "run" | "request">): Promise<RecordResult>; other?: Record<string, RecordIntent> }) {
  return (args: ActionFunctionArgs) => {
    const runAs = (token: string): AdminRun => (document, variables) => adminMutation(args, token, document, variables);
    const handle =
      (intent: RecordIntent) =>
      async (values: RecordValues, id: number | null, token: string, language: string): Promise<RecordResult> => {
        const numbers: Record<string, number | null> = {};
        for (const [field, rule] of Object.entries(intent.numbers ?? {})) {
          const value = rule.of === "whole" ? wholeNumberOf(values[field]) : decimalOf(values[field]);
          if (Number.isNaN(value) || (rule.required && value === null)) return fieldProblem(language, field, "field_invalid_number");
          numbers[field] = value;
        }
        return intent.save(values, { id, numbers, run: runAs(token), request: args.request });
      };
    const { remove, other } = declared;
    return recordAction(args, {
      save: handle(declared),
      remove: remove ? (id, token) => remove(id, { run: runAs(token), request: args.request }) : undefined,
      other: other ? Object.fromEntries(Object.entries(other).map(([name, intent]) => [name, handle(intent)])) : undefined,
    });
  };
}
