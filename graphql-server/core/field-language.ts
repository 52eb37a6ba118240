// A root field's `language` argument (kept for the REST shim's documents and older clients; the storefront sends
// the X-Language header instead) is the language of that field alone. It is resolved here once, before the field's
// resolver runs, so a resolver reads ctx.language and ctx.scope and never the argument: a field added with the
// argument is served in its language without a line of its own.
import type { GraphQLSchema } from "graphql";
import type { ShopContext } from "./context.js";

export function resolveFieldLanguages(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const resolve = field.resolve;
      if (!resolve || !field.args.some((argument) => argument.name === "language")) continue;
      field.resolve = async (parent, args: { language?: string | null }, ctx: ShopContext, info) => resolve(parent, args, await ctx.inLanguage(args.language), info);
    }
  }
  return schema;
}
