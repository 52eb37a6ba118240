// The one place where codes become text. Services and thrown errors carry a code (and the values its template
// names); the GraphQL layer writes the message in the language of the field the reply belongs to: the root field's
// `language` argument when the caller gave one (kept for older clients), else the request's language (X-Language
// header, the REST shim's `?language`, else the shop's default).
import type { ApolloServerPlugin } from "@apollo/server";
import {
  Kind,
  valueFromASTUntyped,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import { errorMessage, MESSAGE_KEY, type MessageParams } from "./errors.js";
import { MESSAGE_LANGUAGES } from "./i18n.js";

/** What a result error or notice holds in place of its text: the code, or another key, and the template's values. */
export interface Coded {
  code?: string;
  /** The errors.json key when it is not the code itself (a field problem's own message). */
  messageKey?: string;
  params?: MessageParams;
}

type Fragments = Record<string, FragmentDefinitionNode>;

/** The root field named `key` (alias or name) in a selection set, looking into fragments. */
function findRootField(selections: SelectionSetNode, key: string, fragments: Fragments): FieldNode | undefined {
  for (const selection of selections.selections) {
    if (selection.kind === Kind.FIELD) {
      if ((selection.alias?.value ?? selection.name.value) === key) return selection;
    } else {
      const inner = selection.kind === Kind.INLINE_FRAGMENT ? selection.selectionSet : fragments[selection.name.value]?.selectionSet;
      const found = inner && findRootField(inner, key, fragments);
      if (found) return found;
    }
  }
  return undefined;
}

/** The `language` argument of the root field a reply path starts with, lower-cased; undefined when not given. */
export function rootFieldLanguage(
  operation: OperationDefinitionNode | undefined,
  rootKey: string | number | undefined,
  variables: Record<string, unknown> | undefined,
  fragments: Fragments,
): string | undefined {
  if (!operation || typeof rootKey !== "string") return undefined;
  const argument = findRootField(operation.selectionSet, rootKey, fragments)?.arguments?.find((a) => a.name.value === "language");
  if (!argument) return undefined;
  const value: unknown = valueFromASTUntyped(argument.value, variables ?? undefined);
  const language = typeof value === "string" ? value.toLowerCase() : "";
  // An unknown language was refused when the field ran; its error then speaks the request's language.
  return (MESSAGE_LANGUAGES as readonly string[]).includes(language) ? language : undefined;
}

function rootKeyOf(path: GraphQLResolveInfo["path"]): string | number {
  let node = path;
  while (node.prev) node = node.prev;
  return node.key;
}

/** The language a field's messages are written in (see the top of this file). */
export function messageLanguage(info: GraphQLResolveInfo, requestLanguage: string): string {
  return rootFieldLanguage(info.operation, rootKeyOf(info.path), info.variableValues, info.fragments) ?? requestLanguage;
}

/** A `message` field resolver for any type whose objects are Coded. */
export const codedMessage = (parent: Coded, _args: unknown, ctx: { language: string }, info: GraphQLResolveInfo): string =>
  errorMessage(messageLanguage(info, ctx.language), parent.messageKey ?? parent.code ?? "", parent.params);

/** The kernel's coded types: business failures, form errors and their fields. */
export const kernelMessageResolvers = {
  OperationError: { message: codedMessage },
  FormError: { message: codedMessage },
  FieldError: { message: codedMessage },
};

/**
 * Thrown errors are built without a request at hand, in the default language; formatError keeps their message key
 * (under a symbol, so it never reaches the wire) and this plugin rewrites each message in the language of its field.
 */
export const translateThrownErrors: ApolloServerPlugin<{ language: string }> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue, operation, request, document }) {
        if (response.body.kind !== "single") return;
        const errors = response.body.singleResult.errors;
        if (!errors?.some((error) => typeof (error.extensions as Record<symbol, unknown> | undefined)?.[MESSAGE_KEY] === "string")) return;
        const fragments: Fragments = {};
        for (const definition of document?.definitions ?? []) {
          if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
        }
        for (const error of errors) {
          const extensions = error.extensions as Record<symbol, unknown> | undefined;
          const key = extensions?.[MESSAGE_KEY];
          if (typeof key !== "string") continue;
          const language = rootFieldLanguage(operation ?? undefined, error.path?.[0], request.variables, fragments) ?? contextValue?.language;
          (error as { message: string }).message = errorMessage(language, key);
          // The in-process executor hands these objects to the storefront as they are: the key stays on the server.
          delete extensions![MESSAGE_KEY];
        }
      },
    };
  },
};
