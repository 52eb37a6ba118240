// GraphQL code generation: server resolver types from schema.graphql, and typed documents for the storefront.
// Generated files are committed; `npm run codegen:check` fails when they are stale.
import type { CodegenConfig } from "@graphql-codegen/cli";

const config: CodegenConfig = {
  schema: "schema.graphql",
  overwrite: true,
  generates: {
    "graphql-server/generated/resolvers-types.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: "../context.js#ShopContext",
        useIndexSignature: true,
        enumsAsTypes: true,
        useTypeImports: true,
        // Resolvers return plain DTOs shaped like the GraphQL types, so no mappers are needed yet.
        resolversNonOptionalTypename: { unionMember: true },
        // Money: integer minor units, exact up to 2^53 − 1 (graphql-server/modules/catalog/money-scalar.ts).
        scalars: { Money: "number" },
      },
    },
    "app/graphql/generated/": {
      preset: "client",
      documents: ["app/**/*.{ts,tsx}", "!app/graphql/generated/**"],
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        emitLegacyCommonJSImports: false,
        scalars: { Money: "number" },
      },
    },
  },
  ignoreNoDocuments: true,
};

export default config;
