// What the promotions pages' loaders and actions share: the admin guard with the page's texts, the refusal pages
// (a role the admin lacks: 403; a record that is not there: 404), and reading the forms' numbers, money and id
// lists — a value that is not a number becomes a field message here, before anything is sent.
import { data, type AppLoadContext } from "@remix-run/node";
import { formText } from "~/domain/checkout-address";
import { parseMoneyToMinor } from "~/domain/money";
import { adminAuthenticated } from "~/utils/admin-session.server";
import { graphQLErrorCode } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";

export interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

/** The signed-in admin's token, the page language and its admin texts (else the login page). */
export async function promoPage(args: PageArgs) {
  const { token } = await adminAuthenticated(args);
  const locale = localeFromRequest(args.request);
  const t = await remixI18n.getFixedT(locale, "admin");
  return { token, locale, t };
}

type Texts = Awaited<ReturnType<typeof promoPage>>["t"];

/** Runs a call; an unknown record becomes the 404 page, anything else is thrown on (a refused role is the 403 page already). */
export async function orRefusal<T>(t: Texts, call: () => Promise<T>, notFoundKey?: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const code = graphQLErrorCode(error);
    if (code === "NOT_FOUND" && notFoundKey) throw data({ title: t(notFoundKey) }, { status: 404, statusText: t(notFoundKey) });
    throw error;
  }
}

/** Reads a form's numbers; each unreadable one leaves a field message in `errors` (keyed by the server's field name). */
export class NumberReader {
  readonly errors: Record<string, string> = {};

  constructor(
    private readonly form: FormData,
    private readonly t: Texts,
  ) {}

  private refuse(field: string, key: string): null {
    this.errors[field] ??= this.t(key);
    return null;
  }

  /** A whole number (or null when empty). */
  int(name: string, field = name): number | null {
    const text = formText(this.form, name);
    if (!text) return null;
    return /^-?\d{1,9}$/.test(text) ? Number(text) : this.refuse(field, "campaigns.errors.number");
  }

  /** Money typed in major units, Turkish notation accepted, as minor units (or null when empty). */
  money(name: string, field = name): number | null {
    const text = formText(this.form, name);
    if (!text) return null;
    const minor = parseMoneyToMinor(text);
    return minor !== null && Number.isSafeInteger(minor) ? minor : this.refuse(field, "campaigns.errors.number");
  }

  /** Ids separated by commas or spaces (an empty list when empty). */
  ids(name: string): number[] {
    const parts = formText(this.form, name).split(/[\s,;]+/).filter(Boolean);
    if (parts.some((part) => !/^\d{1,9}$/.test(part))) {
      this.refuse(name, "campaigns.errors.ids");
      return [];
    }
    return parts.map(Number);
  }
}

/** The form's field messages: the server's (already translated), then those read here. */
export const fieldMessages = (server: readonly { field: string; message: string }[], local: Record<string, string>) => ({
  ...Object.fromEntries(server.map((f) => [f.field, f.message])),
  ...local,
});
