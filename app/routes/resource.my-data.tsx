// GET /resource/my-data — the signed-in member's copy of what the shop holds about them, as a JSON file to save.
// Without a member session: the login page, coming back to the account page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { ACCOUNT_PATH } from "~/domain/account-paths";
import { loginPath } from "~/domain/checkout-steps";
import { graphql } from "~/graphql/generated";
import { memberSession } from "~/utils/member.server";
import { graphQLErrorCode, runQuery } from "~/utils/graphql.server";
import { redirect } from "@remix-run/node";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const toLogin = () => redirect(loginPath(ACCOUNT_PATH, "tr"));
  if (!memberSession(request)) return toLogin();
  let json: string;
  try {
    json = (await runQuery(request, context, MyDataDocument, {})).myData;
  } catch (error) {
    if (graphQLErrorCode(error) === "UNAUTHENTICATED" || graphQLErrorCode(error) === "FORBIDDEN") return toLogin();
    throw error;
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="my-data-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}

const MyDataDocument = graphql(`
  query AccountMyData {
    myData
  }
`);
