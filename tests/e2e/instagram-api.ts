// The owner's Instagram settings through the API, for browser tests that set the feed up (or switch it off after):
// signs in as the demo owner and calls the same mutations the settings card does.
import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { expect } from "./fixtures";

async function ownerCall(request: APIRequestContext, baseURL: string, query: string, variables: Record<string, unknown> = {}) {
  const signIn = await request.post(`${baseURL}/graphql`, {
    data: { query: `mutation($e: String!, $p: String!) { loginAdmin(email: $e, password: $p) { ... on AdminSession { token } } }`, variables: { e: "admin@example.com", p: E2E_ADMIN_PASSWORD } },
  });
  const token = ((await signIn.json()) as { data: { loginAdmin: { token: string } } }).data.loginAdmin.token;
  const answer = await request.post(`${baseURL}/graphql`, { headers: { authorization: `Bearer ${token}` }, data: { query, variables } });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

export const saveInstagram = (request: APIRequestContext, baseURL: string, input: { enabled: boolean; userId: string; accessToken: string; keep: number }) =>
  ownerCall(request, baseURL, `mutation($input: InstagramSettingsInput!) { saveInstagramSettings(input: $input) { enabled } }`, { input });

/** The feed off and the account cleared, as a test leaves the shop. */
export const switchInstagramOff = (request: APIRequestContext, baseURL: string) => saveInstagram(request, baseURL, { enabled: false, userId: "", accessToken: "", keep: 12 });

export async function fetchInstagramNow(request: APIRequestContext, baseURL: string) {
  return (await ownerCall(request, baseURL, `mutation { fetchInstagramPosts { outcome fetched } }`)).fetchInstagramPosts as { outcome: string; fetched: number };
}
