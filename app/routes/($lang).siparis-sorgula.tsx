// Order lookup, the "order login" (/siparis-sorgula): order number plus the email or phone given with it shows the
// order — status, lines, totals, payment instructions, cargo tracking when shipped. A POST form (the email or phone
// stays out of URLs and logs); what was typed is always shown back.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormField } from "~/components/checkout/form-field";
import { OrderDetails } from "~/components/checkout/order-details";
import { formText } from "~/domain/checkout-address";
import { refusedFieldErrors } from "~/utils/form-errors.server";
import { readForm } from "~/utils/form.server";
import { checkoutLinks } from "~/utils/checkout-styles";
import { graphql } from "~/graphql/generated";
import { graphQLErrorCode, runQuery, withInputNet } from "~/utils/graphql.server";
import { remixI18n } from "~/utils/i18n.server";
import { requireLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { usePageLocale } from "~/utils/use-locale";
import { urlText } from "~/domain/url-params";

export const handle = { i18n: ["common", "checkout"] };

export const links = checkoutLinks;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  const t = await remixI18n.getFixedT(locale, "checkout");
  // A link may carry the order number (?kod=JS…); the email or phone never travels in a URL.
  const code = urlText(new URL(request.url).searchParams.get("kod"), 40);
  return { title: t("lookup.title"), code };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageMeta(matches, data?.title ?? null),
  { name: "robots", content: "noindex" },
];

export const action = withInputNet(answerPost);

async function answerPost({ request, context, params }: ActionFunctionArgs) {
  const locale = requireLocale(params.lang);
  const t = await remixI18n.getFixedT(locale, "checkout");
  const { form, refused } = await readForm(request);
  const values = { code: formText(form, "code").slice(0, 40), emailOrPhone: formText(form, "emailOrPhone").slice(0, 120) };
  const errors: Record<string, string> = await refusedFieldErrors(refused, locale);
  if (!values.code) errors.code ??= t("lookup.codeRequired");
  if (!values.emailOrPhone) errors.emailOrPhone ??= t("lookup.emailOrPhoneRequired");
  if (Object.keys(errors).length) return data({ values, errors, notFound: false, order: null, bankAccounts: [] }, { status: 400 });
  let found;
  try {
    found = await runQuery(request, context, OrderLookupDocument, { ...values });
  } catch (error) {
    if (graphQLErrorCode(error) !== "RATE_LIMITED") throw error;
    errors.code = (await remixI18n.getFixedT(locale, "errors"))("rate_limited");
    return data({ values, errors, notFound: false, order: null, bankAccounts: [] }, { status: 429 });
  }
  const { orderLookup, bankAccounts } = found;
  if (!orderLookup) return data({ values, errors, notFound: true, order: null, bankAccounts: [] }, { status: 404 });
  return { values, errors, notFound: false, order: orderLookup, bankAccounts };
}

export default function OrderLookupPage() {
  const { t } = useTranslation("checkout");
  const locale = usePageLocale();
  const result = useActionData<typeof action>();
  const { code } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "submitting";
  const errors = result?.errors ?? {};
  const values = result?.values;
  return (
    <div className="container checkout lookup">
      <h1 className="checkout__title">{t("lookup.title")}</h1>
      <div className="lookup__layout">
        <Form method="post" className="checkout-card lookup__form" noValidate aria-labelledby="lookup-form-title">
          <h2 id="lookup-form-title" className="visually-hidden">
            {t("lookup.title")}
          </h2>
          <p className="muted">{t("lookup.intro")}</p>
          <LookupFields values={values} errors={errors} initialCode={code} />
          {result?.notFound ? (
            <p className="form-alert" role="alert">
              {t("lookup.notFound")}
            </p>
          ) : null}
          <div className="checkout-actions">
            <button type="submit" className="button button--primary" disabled={searching}>
              {t("lookup.submit")}
            </button>
          </div>
        </Form>
        {result?.order ? (
          <section className="lookup__result" aria-labelledby="lookup-result-title">
            <h2 id="lookup-result-title" className="lookup__result-title">
              {t("lookup.result", { code: result.order.code })}
            </h2>
            <OrderDetails order={result.order} accounts={result.bankAccounts} locale={locale} />
          </section>
        ) : null}
      </div>
    </div>
  );
}

/** The two inputs, showing back what was typed (keyed so a new answer re-fills them with JavaScript too). */
function LookupFields(props: { values?: { code: string; emailOrPhone: string }; errors: Record<string, string>; initialCode: string }) {
  const { t } = useTranslation("checkout");
  const { values, errors } = props;
  const code = props.initialCode;
  return (
    <div className="form-grid form-grid--single">
      <FormField
        key={`code-${values?.code ?? code}`}
        name="code"
        idPrefix="lookup"
        label={t("lookup.code")}
        error={errors.code}
        defaultValue={values?.code ?? code}
        autoComplete="off"
        maxLength={40}
        dir="ltr"
      />
      <FormField
        key={`contact-${values?.emailOrPhone ?? ""}`}
        name="emailOrPhone"
        idPrefix="lookup"
        label={t("lookup.emailOrPhone")}
        error={errors.emailOrPhone}
        defaultValue={values?.emailOrPhone ?? ""}
        autoComplete="email"
        maxLength={120}
        dir="ltr"
      />
    </div>
  );
}

const OrderLookupDocument = graphql(`
  query CheckoutOrderLookup($code: String!, $emailOrPhone: String!) {
    orderLookup(code: $code, emailOrPhone: $emailOrPhone) {
      ...CheckoutOrderFields
    }
    bankAccounts {
      ...CheckoutBankAccountFields
    }
  }
`);
