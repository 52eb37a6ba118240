// /odeme/paytr?t={token} — the checkout's PayTR step: PayTR's own card page in a frame. The shopper types the card
// and passes 3-D Secure there, so the number never reaches the shop; PayTR then sends the whole window to the result
// page (/odeme/kart-sonuc), and its notification places the order. Only PayTR's token travels in the address; the
// frame's address is asked of the server, which builds it from the configured PayTR (a link cannot frame another
// site). An unknown or used-up token: back to the payment step. Works without JavaScript (a plain iframe).
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { stepPath } from "~/domain/checkout-steps";
import { graphql } from "~/graphql/generated";
import { checkoutLinks } from "~/utils/checkout-styles";
import { runQuery } from "~/utils/graphql.server";
import { userAuthenticated } from "~/utils/guards.server";
import { remixI18n } from "~/utils/i18n.server";
import { requireLocale } from "~/utils/locale.server";

export const handle = { i18n: ["checkout"] };

export const links = checkoutLinks;

const TOKEN = /^[A-Za-z0-9]{8,128}$/;
/** This step frames PayTR's page: back, PayTR is the method chosen again. */
const PAYTR = "paytr";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  userAuthenticated(request, locale);
  const token = new URL(request.url).searchParams.get("t") ?? "";
  const back = stepPath("payment", locale, `?payment=${PAYTR}`);
  if (!TOKEN.test(token)) return redirect(back);
  const { paytrFrameUrl: frameUrl } = await runQuery(request, context, PaytrFrameDocument, { token });
  if (!frameUrl) return redirect(back);
  const t = await remixI18n.getFixedT(locale, "checkout");
  return { frameUrl, back, title: t("paytr.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title ?? "" }, { name: "robots", content: "noindex" }];

export default function PaytrStep() {
  const { frameUrl, back } = useLoaderData<typeof loader>();
  const { t } = useTranslation("checkout");
  return (
    <main className="container paytr-step">
      <h1 className="paytr-step__title">{t("paytr.title")}</h1>
      <p className="paytr-step__intro">{t("paytr.intro")}</p>
      <iframe className="paytr-step__frame" src={frameUrl} title={t("paytr.frameTitle")} referrerPolicy="origin" />
      <p>
        <Link to={back} className="text-link">
          {t("paytr.changeMethod")}
        </Link>
      </p>
    </main>
  );
}

const PaytrFrameDocument = graphql(`
  query CheckoutPaytrFrame($token: String!) {
    paytrFrameUrl(token: $token)
  }
`);
