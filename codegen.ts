// GraphQL code generation from the schema slices (the kernel's and every module's `.graphql`): server resolver types,
// and typed documents for the storefront. `npm run codegen` first composes the slices into schema.graphql
// (scripts/compose-schema.mjs). Generated files are committed; `npm run codegen:check` fails when they are stale.
import type { CodegenConfig } from "@graphql-codegen/cli";

const config: CodegenConfig = {
  schema: ["graphql-server/core/*.graphql", "graphql-server/modules/**/*.graphql"],
  overwrite: true,
  generates: {
    "graphql-server/generated/resolvers-types.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        contextType: "../core/context.js#ShopContext",
        useIndexSignature: true,
        enumsAsTypes: true,
        useTypeImports: true,
        // Resolvers return plain DTOs shaped like the GraphQL types, except the coded ones: services return a code
        // (and the values its template names) and the GraphQL layer writes the message (core/messages.ts).
        mappers: {
          OperationError: "../core/errors.js#OperationErrorResult",
          FormError: "../core/form.js#FormErrorResult",
          FieldError: "../core/form.js#FieldErrorResult",
          CartError: "../modules/cart/index.js#CartErrorResult",
          PromotionProblem: "../modules/cart/index.js#PromotionProblemResult",
          CartMergeChange: "../modules/cart/index.js#CartMergeChangeRecord",
          OrderError: "../modules/order/index.js#OrderErrorResult",
          Order: "../modules/order/index.js#OrderRecord",
          OrderStatus: "../modules/order/index.js#OrderStatusRecord",
          OrderRequest: "../modules/order/index.js#OrderRequestRecord",
          OrderStatusEntry: "../modules/order/index.js#OrderStatusEntryRecord",
          OrderAddressCheck: "../modules/address/index.js#OrderAddressCheckResult",
          Customer: "../modules/customer/index.js#CustomerProfile",
          CustomerSession: "../modules/customer/index.js#CustomerSessionResult",
          AdminUser: "../modules/admin/index.js#AdminUserRecord",
          AdminSession: "../modules/admin/index.js#AdminSessionRecord",
          SupplierImportReport: "../modules/feed/index.js#StoredReport",
          SupplierItemProblem: "../modules/feed/index.js#SupplierProblemRecord",
          AdminCoupon: "../modules/coupon/index.js#AdminCouponRecord",
        },
        resolversNonOptionalTypename: { unionMember: true },
        // Money: integer minor units, exact up to 2^53 − 1 (graphql-server/core/money.ts).
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
    // The unions' and interfaces' members, for the storefront's Apollo cache: without them it cannot tell which
    // member a fragment on a union result matches, and warns on every such result.
    "app/graphql/generated/possible-types.ts": {
      plugins: ["fragment-matcher"],
      config: { apolloClientVersion: 3, deterministic: true },
    },
  },
  ignoreNoDocuments: true,
};

export default config;
