// The language travels on the request (decision 112): the storefront's executor says the page's language in the
// X-Language header of every operation, and a root field's `language` argument is resolved once, before its
// resolver, into the context the resolver sees.
import type { TypedDocumentNode } from "@apollo/client";
import type { AppLoadContext } from "@remix-run/node";
import { buildSchema, graphql, parse, type GraphQLFieldResolver } from "graphql";
import { describe, expect, it } from "vitest";
import { resolveFieldLanguages } from "../../graphql-server/core/field-language.js";
import type { ShopContext } from "../../graphql-server/core/context.js";
import { runMutation, runPublicQuery, runQuery } from "~/utils/graphql.server";

const LanguagesDocument = parse(`query Languages { languages { code } }`) as TypedDocumentNode<unknown, Record<string, never>>;

/** An executor that answers every operation and remembers the X-Language header each one carried. */
function recordingContext() {
  const sent: (string | null)[] = [];
  const context = {
    graphql: async (_request: unknown, { headers }: { headers: Headers }) => {
      sent.push(headers.get("x-language"));
      return { data: { languages: [] } };
    },
  } as unknown as AppLoadContext;
  return { context, sent };
}

describe("the storefront's executor", () => {
  it("sends the page's language: the URL's prefix, else Turkish, and the admin's cookie on admin pages", async () => {
    const { context, sent } = recordingContext();
    await runQuery(new Request("http://shop.test/en/sepet"), context, LanguagesDocument, {});
    await runPublicQuery(new Request("http://shop.test/ar/arama?q=x"), context, LanguagesDocument, {});
    await runMutation(new Request("http://shop.test/odeme/adres", { method: "POST" }), context, LanguagesDocument, {});
    await runQuery(new Request("http://shop.test/admin/orders", { headers: { cookie: "lang=ar" } }), context, LanguagesDocument, {});
    expect(sent).toEqual(["en", "ar", "tr", "ar"]);
  });

  it("sends the language a caller names instead, without changing the page's other operations", async () => {
    const { context, sent } = recordingContext();
    const request = new Request("http://shop.test/resource/quick-view?lang=en");
    await runQuery(request, context, LanguagesDocument, {}, "en");
    await runQuery(request, context, LanguagesDocument, {});
    expect(sent).toEqual(["en", "tr"]);
  });
});

describe("a field's language argument", () => {
  const schema = buildSchema(`type Query { said(language: String): String  plain: String }  type Mutation { saved(language: String): String }`);
  const seen: GraphQLFieldResolver<unknown, ShopContext> = (_parent, _args, ctx) => `${ctx.language}/${ctx.scope.language}`;
  schema.getQueryType()!.getFields().said!.resolve = seen;
  schema.getQueryType()!.getFields().plain!.resolve = seen;
  schema.getMutationType()!.getFields().saved!.resolve = seen;
  // It wraps the resolvers present when it runs: they are set first, as createShop does.
  const wrapped = resolveFieldLanguages(schema);

  /** A request context in `language` that knows tr, en and ar, built as the context factory builds it. */
  function contextIn(language: string): ShopContext {
    const ctx = {
      language,
      scope: { language },
      inLanguage: async (argument: string | null | undefined) => {
        if (!argument) return ctx;
        if (!["tr", "en", "ar"].includes(argument.toLowerCase())) throw new Error("unknown_language");
        return { ...ctx, language: argument.toLowerCase(), scope: { language: argument.toLowerCase() } };
      },
    } as unknown as ShopContext;
    return ctx;
  }

  it("wins over the request's language for its own field only, on queries and mutations", async () => {
    const answer = await graphql({ schema: wrapped, source: `{ said(language: "AR") plain other: said }`, contextValue: contextIn("en") });
    expect(answer.data).toEqual({ said: "ar/ar", plain: "en/en", other: "en/en" });
    const saved = await graphql({ schema: wrapped, source: `mutation { saved(language: "tr") }`, contextValue: contextIn("en") });
    expect(saved.data).toEqual({ saved: "tr/tr" });
  });

  it("is refused before its resolver runs when the shop has no such language", async () => {
    const answer = await graphql({ schema: wrapped, source: `{ said(language: "xx") plain }`, contextValue: contextIn("en") });
    expect(answer.errors?.map((error) => error.message)).toEqual(["unknown_language"]);
    expect(answer.data).toEqual({ said: null, plain: "en/en" });
  });
});
