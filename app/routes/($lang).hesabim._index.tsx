// /hesabim — the account area's first page: the member's personal information.
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountLayout } from "~/components/account/account-layout";
import { graphql } from "~/graphql/generated";
import { accountLinks } from "~/utils/account-styles";
import { memberAuthenticated, shopperQuery } from "~/utils/guards.server";
import { remixI18n } from "~/utils/i18n.server";
import { requireLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { usePageLocale } from "~/utils/use-locale";

export const handle = { i18n: ["common", "checkout", "account"] };

export const links = accountLinks;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  memberAuthenticated(request, locale);
  const { me } = await shopperQuery({ request, context }, locale, AccountProfileDocument, {});
  const t = await remixI18n.getFixedT(locale, "account");
  return { title: t("area.profile"), me };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageMeta(matches, data?.title ?? null),
  { name: "robots", content: "noindex" },
];

export default function AccountProfilePage() {
  const { title, me } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const locale = usePageLocale();
  const since = new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(me.createdAt));
  const rows: [string, string | null | undefined, boolean?][] = [
    [t("register.firstName"), me.firstName],
    [t("register.lastName"), me.lastName],
    [t("register.email"), me.email, true],
    [t("register.phone"), `${me.phone} · ${me.phoneVerified ? t("area.phoneVerified") : t("area.phoneNotVerified")}`, true],
    [t("register.companyName"), me.companyName],
    [t("register.taxOffice"), me.taxOffice],
    [t("register.taxNumber"), me.taxNumber, true],
    [t("register.birthday"), me.birthday],
  ];
  return (
    <AccountLayout title={title}>
      <section className="checkout-card">
        <p className="muted">
          {me.kind === "CORPORATE" ? t("area.corporate") : t("area.individual")} · {t("area.memberSince", { date: since })}
        </p>
        <dl className="profile-summary">
          {rows
            .filter(([, value]) => value)
            .map(([label, value, ltr]) => (
              <div key={label} className="profile-summary__row">
                <dt>{label}</dt>
                <dd dir={ltr ? "ltr" : undefined}>{value}</dd>
              </div>
            ))}
        </dl>
        <p className="muted">{me.commercialConsent ? t("area.commercialYes") : t("area.commercialNo")}</p>
      </section>
    </AccountLayout>
  );
}

const AccountProfileDocument = graphql(`
  query AccountProfile {
    me {
      id
      kind
      firstName
      lastName
      email
      phone
      phoneVerified
      companyName
      taxOffice
      taxNumber
      birthday
      commercialConsent
      createdAt
    }
  }
`);
