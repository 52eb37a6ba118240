// Admin users for tests: made through the admin module (as admin:create makes them) and signed in over GraphQL.
import { createAdminUser, type AdminRole } from "../../../graphql-server/modules/admin/index.js";
import type { TestShop } from "../test-shop.js";

let made = 0;

export interface TestAdmin {
  id: number;
  email: string;
  password: string;
}

export async function createAdmin(t: TestShop, roles: AdminRole[] = ["owner"], password = "admin-pass-123"): Promise<TestAdmin> {
  const email = `admin-${++made}-${Date.now()}@example.com`;
  const result = await createAdminUser(t.orm.em.fork(), { email, name: `Admin ${made}`, password, roles });
  if (!result.ok) throw new Error(`admin not made: ${JSON.stringify(result.problems)}`);
  return { id: result.admin.id, email, password };
}

export const LOGIN_ADMIN = `mutation($email: String!, $password: String!, $totp: String) {
  loginAdmin(email: $email, password: $password, totp: $totp) {
    __typename
    ... on AdminSession { token expiresAt admin { id email roles totpEnabled } }
    ... on OperationError { code message field }
  }
}`;

/** Signs the admin in and returns the bearer token. */
export async function adminToken(t: TestShop, admin: TestAdmin, totp?: string): Promise<string> {
  const { body } = await t.gql(LOGIN_ADMIN, { variables: { email: admin.email, password: admin.password, totp } });
  const result = (body.data as { loginAdmin: { __typename: string; token?: string } }).loginAdmin;
  if (result.__typename !== "AdminSession" || !result.token) throw new Error(`login failed: ${JSON.stringify(result)}`);
  return result.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
