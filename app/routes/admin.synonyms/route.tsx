// /admin/synonyms — search synonym groups per language (`?for=tr|en|ar`): the groups as they stand, and one text
// box holding them all, a group per line, its words separated by commas. Saving replaces the language's groups at
// once; groups the search cannot use (one word, a phrase) are refused and nothing changes.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { RecordPage } from "~/components/admin/record-page";
import { adminPaths } from "~/domain/admin-paths";
import { RECORD_LANGUAGES, type RecordField } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import { adminMeta } from "~/utils/admin-meta";
import { adminMutation, adminQuery } from "~/utils/admin-session.server";
import { withInputNet } from "~/utils/graphql.server";
import { LOCALE_NAMES } from "~/utils/locale";
import { recordAction, recordPageLoader, type RecordActionData } from "~/utils/record-page.server";

export const handle = { i18n: ["admin"], breadcrumb: "taxonomy.tab.synonyms" };
export const ErrorBoundary = AdminErrorBoundary;

/** The language whose groups the page edits (Turkish unless `?for=` names another). */
const groupsLanguage = (request: Request) => {
  const asked = new URL(request.url).searchParams.get("for");
  return RECORD_LANGUAGES.find((code) => code === asked) ?? "tr";
};

/** One group a line, words separated by commas; blank lines and empty words dropped. */
const groupsOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.split(/[,،]/).map((word) => word.trim()).filter(Boolean))
    .filter((words) => words.length > 0);

export async function loader(args: LoaderFunctionArgs) {
  return recordPageLoader(args, async (token, t) => {
    const forLanguage = groupsLanguage(args.request);
    const { adminSynonyms } = await adminQuery(args, token, AdminSynonymsPageDocument, { forLanguage });
    return { title: t("taxonomy.tab.synonyms"), area: t("area"), forLanguage, groups: adminSynonyms.groups };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async (args: ActionFunctionArgs) => {
  const forLanguage = groupsLanguage(args.request);
  return recordAction(args, {
    save: async (values, _id, token) =>
      (await adminMutation(args, token, SaveSynonymsDocument, { forLanguage, groups: groupsOf(values.groups ?? "") })).saveAdminSynonyms,
  });
});

export default function AdminSynonymsPage() {
  const { title, forLanguage, groups } = useLoaderData<typeof loader>();
  const failed = useActionData<RecordActionData>();
  const { t } = useTranslation("admin");
  const fields: RecordField[] = [{ name: "groups", label: t("taxonomy.field.words"), hint: t("taxonomy.hint.synonyms"), kind: "textarea", lang: forLanguage }];
  const text = groups.map((g) => g.words.join(", ")).join("\n");
  return (
    <RecordPage<(typeof groups)[number]>
      title={title}
      intro={t("taxonomy.synonyms.intro")}
      creatable={false}
      editable={false}
      columns={[{ key: "words", header: t("taxonomy.synonyms.group"), cell: (g) => <span lang={forLanguage}>{g.words.join(", ")}</span> }]}
      rows={groups}
      rowKey={(g) => g.id}
      rowName={(g) => g.words.join(", ")}
      total={groups.length}
      editor={{ heading: `${t("taxonomy.field.words")} — ${LOCALE_NAMES[forLanguage]}`, fields, values: failed?.values ?? { groups: text }, errors: failed?.errors, message: failed?.message, id: null, deletable: false }}
    >
      <nav className="admin-tabs" aria-label={t("taxonomy.synonyms.language")}>
        <ul>
          {RECORD_LANGUAGES.map((code) => (
            <li key={code}>
              <Link to={`${adminPaths.synonyms}?for=${code}`} className={`admin-tabs__tab${code === forLanguage ? " active" : ""}`} aria-current={code === forLanguage ? "page" : undefined} lang={code}>
                {LOCALE_NAMES[code]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </RecordPage>
  );
}

const AdminSynonymsPageDocument = graphql(`
  query AdminSynonymsPage($forLanguage: String!) {
    adminSynonyms(forLanguage: $forLanguage) {
      language
      groups {
        id
        words
      }
    }
  }
`);

const SaveSynonymsDocument = graphql(`
  mutation AdminSaveSynonyms($forLanguage: String!, $groups: [[String!]!]!) {
    saveAdminSynonyms(forLanguage: $forLanguage, groups: $groups) {
      __typename
      ...FormErrorFields
    }
  }
`);
