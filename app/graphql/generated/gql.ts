/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query StorefrontLayout($language: String!) {\n    siteSettings(language: $language) {\n      language\n      page\n      pageLinks {\n        code\n        url\n        title\n      }\n      setting {\n        bodyHtml\n        bodyScript\n        headScript\n        headScripts\n        bodyScripts\n        css\n        favicon\n      }\n      settings {\n        code\n        value\n      }\n      config {\n        logo\n        shopName\n        phone\n        email\n      }\n    }\n    headerMenu(language: $language) {\n      ...MenuItemFields\n      children {\n        ...MenuItemFields\n        children {\n          ...MenuItemFields\n        }\n      }\n    }\n    languages {\n      code\n      name\n      isActive\n      sort\n    }\n  }\n\n  fragment MenuItemFields on HeaderMenuItem {\n    id\n    title\n    url\n  }\n": typeof types.StorefrontLayoutDocument,
};
const documents: Documents = {
    "\n  query StorefrontLayout($language: String!) {\n    siteSettings(language: $language) {\n      language\n      page\n      pageLinks {\n        code\n        url\n        title\n      }\n      setting {\n        bodyHtml\n        bodyScript\n        headScript\n        headScripts\n        bodyScripts\n        css\n        favicon\n      }\n      settings {\n        code\n        value\n      }\n      config {\n        logo\n        shopName\n        phone\n        email\n      }\n    }\n    headerMenu(language: $language) {\n      ...MenuItemFields\n      children {\n        ...MenuItemFields\n        children {\n          ...MenuItemFields\n        }\n      }\n    }\n    languages {\n      code\n      name\n      isActive\n      sort\n    }\n  }\n\n  fragment MenuItemFields on HeaderMenuItem {\n    id\n    title\n    url\n  }\n": types.StorefrontLayoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorefrontLayout($language: String!) {\n    siteSettings(language: $language) {\n      language\n      page\n      pageLinks {\n        code\n        url\n        title\n      }\n      setting {\n        bodyHtml\n        bodyScript\n        headScript\n        headScripts\n        bodyScripts\n        css\n        favicon\n      }\n      settings {\n        code\n        value\n      }\n      config {\n        logo\n        shopName\n        phone\n        email\n      }\n    }\n    headerMenu(language: $language) {\n      ...MenuItemFields\n      children {\n        ...MenuItemFields\n        children {\n          ...MenuItemFields\n        }\n      }\n    }\n    languages {\n      code\n      name\n      isActive\n      sort\n    }\n  }\n\n  fragment MenuItemFields on HeaderMenuItem {\n    id\n    title\n    url\n  }\n"): (typeof documents)["\n  query StorefrontLayout($language: String!) {\n    siteSettings(language: $language) {\n      language\n      page\n      pageLinks {\n        code\n        url\n        title\n      }\n      setting {\n        bodyHtml\n        bodyScript\n        headScript\n        headScripts\n        bodyScripts\n        css\n        favicon\n      }\n      settings {\n        code\n        value\n      }\n      config {\n        logo\n        shopName\n        phone\n        email\n      }\n    }\n    headerMenu(language: $language) {\n      ...MenuItemFields\n      children {\n        ...MenuItemFields\n        children {\n          ...MenuItemFields\n        }\n      }\n    }\n    languages {\n      code\n      name\n      isActive\n      sort\n    }\n  }\n\n  fragment MenuItemFields on HeaderMenuItem {\n    id\n    title\n    url\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;