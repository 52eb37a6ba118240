// /eposta-dogrula?token=… — the page an email-verification mail links to. Opening the link is the proof (the mail
// reached the mailbox), so the page verifies on load and says how it went: verified (the guest orders placed with the
// address are now in the account), or the link expired, was used already, or is not valid — each with the way on.
// The token never leaves the page through a Referer header.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_PATH, ORDERS_PATH } from "~/domain/account-paths";
import { graphql } from "~/graphql/generated";
import { accountLinks } from "~/utils/account-styles";
import { runMutation } from "~/utils/graphql.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { usePageLocale } from "~/utils/use-locale";

export const handle = { i18n: ["common", "checkout", "account"] };

export const links = accountLinks;

type Outcome = "verified" | "used" | "expired" | "invalid";

/** Tokens are short base64url text; anything longer is not worth asking the server about. */
const tokenOf = (value: string) => value.slice(0, 200);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  const token = tokenOf(new URL(request.url).searchParams.get("token") ?? "");
  const t = await remixI18n.getFixedT(locale, ["account", "errors"]);
  const title = t("account:emailVerification.pageTitle");
  if (!token) return { title, outcome: "invalid" as Outcome, email: null, message: t("errors:email_verification_invalid") };
  const { verifyEmail: result } = await runMutation(request, context, VerifyEmailDocument, { token });
  if (result.__typename === "EmailVerified") return { title, outcome: "verified" as Outcome, email: result.email, message: null };
  const outcome: Outcome = result.code === "EMAIL_VERIFICATION_USED" ? "used" : result.code === "EMAIL_VERIFICATION_EXPIRED" ? "expired" : "invalid";
  return { title, outcome, email: null, message: result.message };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageMeta(matches, data?.title ?? null),
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export default function VerifyEmailPage() {
  const { title, outcome, email, message } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const locale = usePageLocale();
  return (
    <div className="container checkout email-verify">
      <h1 className="checkout__title">{title}</h1>
      <section className="checkout-card" data-outcome={outcome}>
        {outcome === "verified" ? (
          <>
            <p className="form-success" role="status">
              {t("emailVerification.done", { email: `\u2066${email}\u2069` })}
            </p>
            <p className="muted">{t("emailVerification.doneOrders")}</p>
            <p className="email-verify__actions">
              <Link to={localizePath(ORDERS_PATH, locale)} className="button button--primary">
                {t("emailVerification.toOrders")}
              </Link>
              <Link to={localizePath(ACCOUNT_PATH, locale)} className="button button--ghost">
                {t("emailVerification.toAccount")}
              </Link>
            </p>
          </>
        ) : (
          <>
            <p className="form-alert" role="alert">
              {message}
            </p>
            <p className="muted">{outcome === "used" ? t("emailVerification.usedHint") : t("emailVerification.newLinkHint")}</p>
            <p className="email-verify__actions">
              <Link to={localizePath(ACCOUNT_PATH, locale)} className="button button--primary">
                {t("emailVerification.toAccount")}
              </Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}

const VerifyEmailDocument = graphql(`
  mutation AccountVerifyEmail($token: String!) {
    verifyEmail(token: $token) {
      __typename
      ... on EmailVerified {
        email
      }
      ... on OperationError {
        code
        message
      }
    }
  }
`);
