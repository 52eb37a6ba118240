// Lint: typescript-eslint's recommended rules, React hooks rules for the storefront, and the backend's import
// boundaries.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import moduleBoundaries from "./eslint-rules/module-boundaries.js";

export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "build/",
      ".data/",
      "test-results/",
      "playwright-report/",
      "app/graphql/generated/",
      "graphql-server/generated/",
      "bench/results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // The kernel, module and storefront boundaries (eslint-rules/module-boundaries.js).
    files: ["app/**/*.{ts,tsx}", "graphql-server/**/*.ts"],
    plugins: { shop: { rules: { "module-boundaries": moduleBoundaries } } },
    rules: { "shop/module-boundaries": "error" },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
  {
    // The bench peer's scripts run inside the peer's own CommonJS install (bench/peer/vendure.ts copies them there).
    files: ["bench/peer/**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { require: "readonly", module: "writable", __dirname: "readonly" } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
