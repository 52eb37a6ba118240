// Server-side tests (services, GraphQL, REST) run in node against in-memory PGlite, or a real PostgreSQL when
// TEST_DATABASE_URL is set. Playwright owns tests/e2e.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: [
      // The app's own import prefix, so a test can reach an app module (an action's wrapper) as the build does.
      { find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) },
      // graphql 16 ships CJS and ESM copies; without this Apollo and our schema load different realms
      // ("Cannot use GraphQLSchema from another module or realm").
      { find: /^graphql$/, replacement: fileURLToPath(new URL("./node_modules/graphql/index.js", import.meta.url)) },
    ],
  },
  test: {
    environment: "node",
    include: ["tests/**/*.test.ts", "graphql-server/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    // One migrated and seeded database, copied by every test shop (tests/support/seeded-template.ts).
    globalSetup: ["tests/support/seeded-template.ts"],
    // Each file starts its own shop (PGlite boot + migrations); give slow machines room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
