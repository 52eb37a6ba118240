// The place-order scenario sells the demo's stock (3 to 120 units a product) within seconds; after that every order
// is refused and the scenario measures the oversell check instead of a sale. Before the load the bench gives the
// products it orders enough stock through the admin API, as an owner would: on the embedded database the demo owner
// (the bench names its password at the first start), on PostgreSQL, where no demo owner is made, an owner made by
// `npm run admin:create`.
import { execFileSync } from "node:child_process";
import { gql } from "./shop-client";

/** The owner the bench signs in as. */
export const BENCH_OWNER = { email: "admin@example.com", password: "bench-owner-password" };
const POSTGRES_OWNER_EMAIL = "bench-owner@example.com";

/** The environment that makes the embedded demo's owner sign in with BENCH_OWNER's password. */
export const benchOwnerEnv = { DEMO_ADMIN_PASSWORD: BENCH_OWNER.password };

/** Stock enough for any run: the oversell check still runs on every order. */
const PLENTY = 100_000_000;

/** Gives every product in `productIds` plenty of stock; false (and why, on stderr) when it could not. */
export async function restock(shopUrl: string, productIds: number[]): Promise<boolean> {
  const token = await ownerToken(shopUrl);
  if (!token) return false;
  const changed = await gql<{ bulkUpdateProducts: { __typename: string } } | null>(
    shopUrl,
    `mutation BenchRestock($items: [AdminProductBulkItem!]!) { bulkUpdateProducts(items: $items) { __typename } }`,
    { items: productIds.map((id) => ({ id, stockAmount: PLENTY })) },
    token,
  );
  if (changed?.bulkUpdateProducts.__typename === "AdminProductsChanged") return true;
  console.error(`bench: restocking was refused (${JSON.stringify(changed)}); place-order counts sold-out refusals as errors`);
  return false;
}

async function ownerToken(shopUrl: string): Promise<string | null> {
  const email = process.env.DATABASE_URL ? POSTGRES_OWNER_EMAIL : BENCH_OWNER.email;
  if (process.env.DATABASE_URL) makePostgresOwner(email);
  const login = await gql<{ loginAdmin: { token?: string } } | null>(
    shopUrl,
    `mutation BenchOwner($email: String!, $password: String!) { loginAdmin(email: $email, password: $password) { ... on AdminSession { token } } }`,
    { email, password: BENCH_OWNER.password },
  );
  const token = login?.loginAdmin.token ?? null;
  if (!token) console.error(`bench: could not sign in as ${email}; place-order counts sold-out refusals as errors`);
  return token;
}

/** An owner in the bench's PostgreSQL database; one made by an earlier run is used as it is. */
function makePostgresOwner(email: string) {
  try {
    execFileSync(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", "--email", email, "--name", "Bench owner", "--password", BENCH_OWNER.password], {
      stdio: ["ignore", "ignore", "inherit"],
    });
  } catch {
    // Refused: it exists already (made by an earlier run with the same password).
  }
}
