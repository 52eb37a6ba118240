// /admin/xml — XML feeds (catalogue admins): export a product feed file, check a supplier's feed (kept as a draft
// with its report), apply a draft in the background, delete files. The published feed's address is shown for
// copying. Every action is a form post and a redirect, so it works without JavaScript.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { ExportForm, ImportForm, type ImportFormState } from "./feed-forms";
import { FeedFiles } from "./feed-files";
import { ImportReportView } from "./import-report";
import { Pager } from "~/components/admin/pager";
import { adminPaths } from "~/domain/admin-paths";
import { formText } from "~/domain/checkout-address";
import { urlId, urlPage } from "~/domain/url-params";
import { graphql } from "~/graphql/generated";
import { adminMeta } from "~/utils/admin-meta";
import { adminAuthenticated, adminMutation, adminQuery } from "~/utils/admin-session.server";
import { MAX_UPLOAD_FORM_BYTES, readForm } from "~/utils/form.server";
import { graphQLErrorCode, withInputNet } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { redirectWithToast } from "~/utils/toast.server";

export const handle = { i18n: ["admin"], breadcrumb: "menu.xml" };

const PAGE_SIZE = 20;
const MAPPING_FIELDS = ["itemPath", "codeField", "matchBy", "priceField", "stockField"] as const;


export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const language = localeFromRequest(request);
  const t = await remixI18n.getFixedT(language, "admin");
  const url = new URL(request.url);
  const page = urlPage(url.searchParams.get("page"));
  const fileId = urlId(url.searchParams.get("file"));
  const result = await adminQuery({ request, context }, token, AdminXmlPageDocument, { page, pageSize: PAGE_SIZE, fileId: fileId ?? 0, withFile: fileId !== null });
  return { title: t("xml.title"), area: t("area"), origin: context.publicOrigin, ...result };
}

export const ErrorBoundary = AdminErrorBoundary;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async ({ request, context }: ActionFunctionArgs) => {
  // The form first: a post from another site is refused (403) before anything else is looked at.
  const { form, refused, files } = await readForm(request, { files: true, maxBytes: MAX_UPLOAD_FORM_BYTES });
  const { token } = await adminAuthenticated({ request, context });
  const language = localeFromRequest(request);
  const t = await remixI18n.getFixedT(language, "admin");
  const args = { request, context };
  const intent = formText(form, "intent");
  const id = urlId(formText(form, "id"));

  if (intent === "export") {
    // The form offers only the shop's languages and currencies: anything else was posted by hand, and is refused.
    const refusedExport = () => redirectWithToast(adminPaths.xml, { type: "error", message: t("xml.exportRefused") });
    if (refused.length) return refusedExport();
    try {
      const { createXmlProductFile: result } = await adminMutation(args, token, CreateFeedFileDocument, {
        input: { language: formText(form, "language") || language, currency: formText(form, "currency") || null },
      });
      if (result.__typename === "FormError") return redirectWithToast(adminPaths.xml, { type: "error", message: result.message });
      return redirectWithToast(adminPaths.xml, { type: "success", message: t("xml.exported", { count: result.productCount }) });
    } catch (error) {
      if (graphQLErrorCode(error) !== "BAD_USER_INPUT") throw error;
      return refusedExport();
    }
  }
  if (intent === "delete" && id) {
    const { deleteXmlFile: deleted } = await adminMutation(args, token, DeleteFeedFileDocument, { id });
    return redirectWithToast(adminPaths.xml, deleted ? { type: "success", message: t("xml.deleted") } : { type: "error", message: t("xml.gone") });
  }
  if (intent === "apply" && id) {
    const { applyXmlFile: file } = await adminMutation(args, token, ApplyFeedFileDocument, { id });
    return redirectWithToast(`${adminPaths.xml}?file=${id}#report`, file ? { type: "success", message: t("xml.queued") } : { type: "error", message: t("xml.gone") });
  }
  if (intent !== "check") return redirect(adminPaths.xml);

  const values = Object.fromEntries(MAPPING_FIELDS.map((field) => [field, formText(form, field)]));
  const upload = files.get("file");
  const content = upload && upload.size > 0 ? await upload.text() : "";
  if (refused.length) return data<ImportFormState>({ values, errors: {}, message: t("xml.unstorable") }, { status: 400 });
  const { importSupplierXml: result } = await adminMutation(args, token, CheckSupplierFeedDocument, {
    input: {
      content,
      name: upload?.name.slice(0, 120) || null,
      itemPath: values.itemPath,
      codeField: values.codeField,
      matchBy: values.matchBy === "BARCODE" ? "BARCODE" : "SUPPLIER_CODE",
      priceField: values.priceField || null,
      stockField: values.stockField || null,
      keep: true,
    },
  });
  if (result.__typename === "FormError") {
    const errors = Object.fromEntries(result.fields.map((field) => [field.field, field.message]));
    return data<ImportFormState>({ values, errors, message: result.message }, { status: 400 });
  }
  if (result.__typename !== "XmlFile") return redirect(adminPaths.xml);
  return redirectWithToast(`${adminPaths.xml}?file=${result.id}#report`, { type: "success", message: t("xml.checked") });
});

export default function AdminXmlPage() {
  const { xmlFiles, xmlFile: selected, currencies, origin } = useLoaderData<typeof loader>();
  const state = useActionData<typeof action>() ?? null;
  const { t } = useTranslation("admin");
  const { pathname } = useLocation();
  const feedAddress = `${origin}/api/v1/xml/products`;
  return (
    <>
      <h1 className="admin-title">{t("xml.title")}</h1>
      <p className="admin-muted">
        {t("xml.intro")}{" "}
        <a href={feedAddress} dir="ltr" className="admin-link">
          {feedAddress}
        </a>
      </p>
      {selected?.importReport ? (
        <section className="admin-card" id="report" aria-labelledby="xml-report-title">
          <h2 id="xml-report-title">{t("xml.reportTitle", { name: selected.name })}</h2>
          <p role="status" className={`admin-status admin-status--${selected.status.toLowerCase()}`}>
            {t(`xml.statusHelp.${selected.status}`)}
          </p>
          <ImportReportView report={selected.importReport} />
          {selected.status === "DRAFT" ? (
            <Form method="post" className="admin-form__actions">
              <input type="hidden" name="id" value={selected.id} />
              <button type="submit" name="intent" value="apply" className="admin-button admin-button--primary">
                {t("xml.applyChanges", { count: selected.importReport.changed })}
              </button>
            </Form>
          ) : null}
        </section>
      ) : null}
      <div className="admin-columns">
        <ExportForm currencies={currencies} />
        <ImportForm state={state} />
      </div>
      <h2 className="admin-section-title">{t("xml.files")}</h2>
      <FeedFiles files={xmlFiles.files} total={xmlFiles.total} origin={origin} />
      <Pager page={xmlFiles.page} pages={Math.max(1, Math.ceil(xmlFiles.total / xmlFiles.pageSize))} hrefFor={(page) => `${pathname}?page=${page}`} />
    </>
  );
}

const AdminXmlPageDocument = graphql(`
  query AdminXmlPage($page: Int, $pageSize: Int, $fileId: Int!, $withFile: Boolean!) {
    xmlFiles(page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      files {
        id
        kind
        name
        language
        currencyCode
        url
        productCount
        status
        adminName
        createdAt
      }
    }
    xmlFile(id: $fileId) @include(if: $withFile) {
      id
      name
      status
      importReport {
        items
        matched
        changed
        unchanged
        unmatched
        unmatchedTotal
        problemsTotal
        problems {
          item
          message
        }
        changes {
          code
          productId
          productName
          subProductCode
          currencyCode
          priceBeforeMinor
          priceAfterMinor
          stockBefore
          stockAfter
        }
      }
    }
    currencies {
      isoCode
      name
    }
  }
`);

const CreateFeedFileDocument = graphql(`
  mutation AdminCreateFeedFile($input: CreateXmlProductFileInput!) {
    createXmlProductFile(input: $input) {
      __typename
      ... on XmlFile {
        id
        productCount
      }
      ... on FormError {
        message
      }
    }
  }
`);

const DeleteFeedFileDocument = graphql(`
  mutation AdminDeleteFeedFile($id: Int!) {
    deleteXmlFile(id: $id)
  }
`);

const ApplyFeedFileDocument = graphql(`
  mutation AdminApplyFeedFile($id: Int!) {
    applyXmlFile(id: $id) {
      id
    }
  }
`);

const CheckSupplierFeedDocument = graphql(`
  mutation AdminCheckSupplierFeed($input: SupplierXmlInput!) {
    importSupplierXml(input: $input) {
      __typename
      ... on XmlFile {
        id
      }
      ...FormErrorFields
    }
  }
`);
