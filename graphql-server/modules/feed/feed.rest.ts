// /api/v1/xml routes in legacy shapes: the list of feed files, a feed file export, a supplier feed import (dry run
// or apply), a file's removal, and the published product feed itself (the XML, not JSON).
import type { FormError, SupplierImportReport, XmlFile } from "../../generated/resolvers-types.js";
import { FORM_ERROR_FIELDS, legacyFormError } from "../../core/rest-form.js";
import { legacyBody, legacyChoice, legacyFlag, legacyText, pathId, text, wholeNumber } from "../../core/rest-input.js";
import { defineRoute, type RestRoute } from "../../core/rest.js";
import { z } from "zod";

const REPORT_FIELDS = `items matched changed unchanged unmatched unmatchedTotal problemsTotal
  problems { item message }
  changes { code productId productName subProductCode currencyCode priceBeforeMinor priceAfterMinor stockBefore stockAfter }`;
const FILE_FIELDS = `id kind name language currencyCode url productCount status adminName createdAt importReport { ${REPORT_FIELDS} }`;

const legacyReport = (report: SupplierImportReport) => ({
  items: report.items,
  matched: report.matched,
  changed: report.changed,
  unchanged: report.unchanged,
  unmatched: report.unmatched,
  unmatched_total: report.unmatchedTotal,
  problems: report.problems,
  problems_total: report.problemsTotal,
  changes: report.changes.map((c) => ({
    code: c.code,
    product_id: c.productId,
    product_name: c.productName,
    sub_product_code: c.subProductCode,
    currency: c.currencyCode,
    price_before: c.priceBeforeMinor / 100,
    price_after: c.priceAfterMinor / 100,
    stock_before: c.stockBefore,
    stock_after: c.stockAfter,
  })),
});

const legacyFile = (file: XmlFile) => ({
  id: file.id,
  type: file.kind.toLowerCase(),
  name: file.name,
  language: file.language,
  currency: file.currencyCode,
  url: file.url,
  product_count: file.productCount,
  status: file.status.toLowerCase(),
  created_by: file.adminName,
  created_at: file.createdAt,
  report: file.importReport ? legacyReport(file.importReport) : null,
});

type FileResult = (XmlFile & { __typename: "XmlFile" }) | (FormError & { __typename: "FormError" });
type ImportResult = FileResult | { __typename: "SupplierImportPreview"; report: SupplierImportReport };

/** A supplier's XML as a JSON body's `content` (or `xml`), or an uploaded `file` (multipart: arrives as base64). */
const supplierBody = legacyBody(
  () => ({
    content: text.max(1_000_000).nullish(),
    file: z.string().max(12_000_000).nullish(),
    name: legacyText(120),
    item_path: legacyText(255),
    code_field: legacyText(64),
    match_by: legacyChoice({ supplier_code: "SUPPLIER_CODE", barcode: "BARCODE" }),
    price_field: legacyText(64),
    stock_field: legacyText(64),
    apply: legacyFlag,
  }),
  (b) => ({ ...b, content: b.content ?? b.xml }),
);

export const feedRoutes: RestRoute[] = [
  /** POST /api/v1/xml — {type: export|import, page, per_page}: 200 {success:true, data:[files], total}. */
  defineRoute({
    method: "POST",
    path: "/api/v1/xml",
    access: "admin",
    body: legacyBody(() => ({ type: legacyChoice({ export: "EXPORT", import: "IMPORT" }), page: wholeNumber, per_page: wholeNumber })),
    document: `query RestXmlFiles($kind: XmlFileKind, $page: Int, $pageSize: Int) {
      xmlFiles(kind: $kind, page: $page, pageSize: $pageSize) { total page pageSize files { ${FILE_FIELDS} } }
    }`,
    variables: ({ body }) => ({ kind: body.type ?? null, page: body.page, pageSize: body.per_page }),
    reply: (data: { xmlFiles: { total: number; page: number; pageSize: number; files: XmlFile[] } }) => ({
      body: { success: true, data: data.xmlFiles.files.map(legacyFile), total: data.xmlFiles.total, page: data.xmlFiles.page, per_page: data.xmlFiles.pageSize },
    }),
  }),
  /** POST /api/v1/xml/createXmlProductFile — {language, currency}: 200 {success:true, response: file}; unknown currency 200 {success:false}. */
  defineRoute({
    method: "POST",
    path: "/api/v1/xml/createXmlProductFile",
    access: "admin",
    body: legacyBody(() => ({ language: legacyText(8), currency: legacyText(16) })),
    document: `mutation RestCreateXmlProductFile($input: CreateXmlProductFileInput!) {
      createXmlProductFile(input: $input) { __typename ... on XmlFile { ${FILE_FIELDS} } ... on FormError { ${FORM_ERROR_FIELDS} } }
    }`,
    variables: ({ body }, { language }) => ({ input: { language: body.language ?? language, currency: body.currency ?? null } }),
    reply: (data: { createXmlProductFile: FileResult }) => {
      const result = data.createXmlProductFile;
      if (result.__typename === "FormError") return { body: legacyFormError(result) };
      return { body: { success: true, code: "successfully_created", response: legacyFile(result) } };
    },
  }),
  /**
   * POST /api/v1/xml/getProductWithXml — {content | file, item_path, code_field, match_by, price_field, stock_field,
   * apply}: a dry run 200 {success:true, response:{report}}; with apply 200 {success:true, response: file (queued)}.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/xml/getProductWithXml",
    access: "admin",
    multipart: true,
    body: supplierBody,
    document: `mutation RestImportSupplierXml($input: SupplierXmlInput!) {
      importSupplierXml(input: $input) {
        __typename
        ... on SupplierImportPreview { report { ${REPORT_FIELDS} } }
        ... on XmlFile { ${FILE_FIELDS} }
        ... on FormError { ${FORM_ERROR_FIELDS} }
      }
    }`,
    variables: ({ body }) => ({
      input: {
        content: body.content ?? (body.file ? Buffer.from(body.file, "base64").toString("utf8") : ""),
        name: body.name ?? null,
        itemPath: body.item_path ?? "",
        codeField: body.code_field ?? "",
        matchBy: body.match_by ?? "SUPPLIER_CODE",
        priceField: body.price_field ?? null,
        stockField: body.stock_field ?? null,
        apply: body.apply ?? false,
      },
    }),
    reply: (data: { importSupplierXml: ImportResult }) => {
      const result = data.importSupplierXml;
      if (result.__typename === "FormError") return { body: legacyFormError(result) };
      if (result.__typename === "SupplierImportPreview") return { body: { success: true, code: "dry_run", response: { report: legacyReport(result.report) } } };
      return { body: { success: true, code: "import_queued", response: legacyFile(result) } };
    },
  }),
  /** POST /api/v1/xml/delete/{id} — 200 {success:true}; no such file 200 {success:false, code:"not_found"}. */
  defineRoute({
    method: "POST",
    path: "/api/v1/xml/delete/{id}",
    access: "admin",
    params: z.object({ id: pathId }),
    document: `mutation RestDeleteXmlFile($id: Int!) { deleteXmlFile(id: $id) }`,
    variables: ({ params }) => ({ id: params.id }),
    reply: (data: { deleteXmlFile: boolean }) => ({ body: data.deleteXmlFile ? { success: true, code: "successfully_deleted" } : { success: false, code: "not_found" } }),
  }),
  /** GET /api/v1/xml/products?language&currency — the product feed as XML (RSS 2.0 with Google Merchant fields). */
  defineRoute({
    method: "GET",
    path: "/api/v1/xml/products",
    access: "public",
    query: z.object({ currency: legacyText(16) }),
    document: `query RestProductFeed($language: String, $currency: String) { productFeed(language: $language, currency: $currency) }`,
    variables: ({ query }, { language }) => ({ language, currency: query.currency ?? null }),
    reply: (data: { productFeed: string }) => ({
      headers: { "Cache-Control": "public, max-age=600" },
      document: { text: data.productFeed, contentType: "application/xml; charset=utf-8" },
    }),
  }),
];
