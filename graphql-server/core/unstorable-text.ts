// Text the database cannot store, or that no person types, is refused before any resolver runs: PostgreSQL text
// cannot hold a NUL character (the statement fails, which used to surface as an internal error), other control
// characters and lone UTF-16 surrogates only ever come from broken or hostile clients. Tab, line feed and carriage
// return stay allowed (notes and addresses have several lines). The check covers every string of an operation —
// variables at any depth and literals written into the document — so a new field is covered without new code.
import type { ApolloServerPlugin } from "@apollo/server";
import { visit, type DocumentNode } from "graphql";
import { isStorableText } from "../../shared/storable-text.js";
import { badUserInput } from "./errors.js";

export { isStorableText };

/** The path (`input.address`, `items.2.note`) of the first string in `value` that cannot be stored, if any. */
export function unstorableTextPath(value: unknown, path: string): string | null {
  if (typeof value === "string") return isStorableText(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableTextPath(value[i], `${path}.${i}`);
      if (found) return found;
    }
  } else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (!isStorableText(key)) return path;
      const found = unstorableTextPath(inner, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** The argument name of the first string literal in the document that cannot be stored, if any. */
function unstorableLiteral(document: DocumentNode): string | null {
  let found: string | null = null;
  let argument = "";
  visit(document, {
    Argument: { enter: (node) => void (argument = node.name.value) },
    StringValue(node) {
      if (found === null && !isStorableText(node.value)) found = argument || "query";
    },
  });
  return found;
}

/**
 * A literal can only hold such a character if the source text has one raw or writes one as a `\u` escape; most
 * documents have neither, and their syntax tree is not walked. Without source text (a parsed document handed in
 * by the REST shim) the tree is walked.
 */
const mayHoldUnstorableLiteral = (source: string | undefined) => source === undefined || !isStorableText(source) || source.includes("\\u");

export const refuseUnstorableText: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const field = unstorableTextPath(request.variables ?? {}, "") ?? (mayHoldUnstorableLiteral(request.query) ? unstorableLiteral(document) : null);
        if (field !== null) throw badUserInput(field || "variables", "invalid_characters");
      },
    };
  },
};
