// /admin/products/:id — one product: its fields and languages, images, the variants grid, related products, and
// delete (asks first; refused while an order holds the product). Each part is its own plain form posting here
// with an `intent`; a refusal comes back beside its fields, a success as a toast after a redirect.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { ConfirmButton } from "~/components/admin/form-guards";
import {
  AdminDeleteProductDocument,
  AdminDeleteSubProductsDocument,
  AdminOrderImagesDocument,
  AdminProductDocument,
  AdminProductLinksDocument,
  AdminRemoveImageDocument,
  AdminSavePersonalizationsDocument,
  AdminSaveSubProductsDocument,
  AdminUpdateProductDocument,
} from "~/components/admin/products/product-documents.server";
import { ProductFaq } from "./product-faq";
import { loadProductFaq, productFaqAction } from "./product-faq.server";
import { ProductForm } from "~/components/admin/products/product-form";
import { idsFromText, messagesOf, minorFromText, postedValues, productInputFromForm, wholeFromText, type FieldMessages } from "~/components/admin/products/product-form.server";
import { ProductImages } from "./product-images";
import { changedLinks, ProductLinkPicker } from "./product-link-picker";
import { linkPickerData } from "./product-link-picker.server";
import { personalizationsFromForm } from "./personalization-form.server";
import { ProductPersonalizations } from "./product-personalizations";
import { asCataloguePage, productIdParam } from "~/components/admin/products/product-page.server";
import { gridProperties, ProductVariants } from "./product-variants";
import productStyles from "~/components/admin/products/products.css?url";
import { adminPaths, adminProductImagesPath, adminProductPath } from "~/domain/admin-paths";
import { adminMeta } from "~/utils/admin-meta";
import { adminAuthenticated, adminMutation, adminQuery } from "~/utils/admin-session.server";
import { readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { redirectWithToast } from "~/utils/toast.server";

export const handle = { i18n: ["admin"], breadcrumb: "products.edit" };
export const links = () => [{ rel: "stylesheet", href: productStyles }];
export const ErrorBoundary = AdminErrorBoundary;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // Not a product's address: the 404 page before the sign-in check (whose redirect would carry the whole address).
  const id = productIdParam(params.id);
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, "admin");
  const result = await asCataloguePage(request, () => adminQuery({ request, context }, token, AdminProductDocument, { id }));
  const grid = gridProperties(result.adminProductChoices, result.adminProduct.subProducts, new URL(request.url));
  const faq = await asCataloguePage(request, () => loadProductFaq({ request, context }, token, id));
  const picker = await asCataloguePage(request, () => linkPickerData({ request, context }, token, [...result.adminProduct.relatedIds, ...result.adminProduct.accessoryIds]));
  return { title: `${result.adminProduct.name} | ${t("products.title")}`, area: t("area"), product: result.adminProduct, choices: result.adminProductChoices, grid, faq, picker };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

type Failure = { intent: string; errors: FieldMessages; values?: Record<string, string> };
const refused = (intent: string, errors: FieldMessages, values?: Record<string, string>) => data<Failure>({ intent, errors, values }, { status: 400 });

/** The grid's rows as posted: `cell.<value1>.<value2>.<field>`; rows with a price are saved, ticked ones removed. */
function gridFromForm(form: FormData, invalidNumber: string) {
  const cells = new Map<string, Record<string, string>>();
  for (const [name, value] of form) {
    const match = /^cell\.(\d{1,9})\.(\d{1,9})\.(\w+)$/.exec(name);
    if (!match || typeof value !== "string") continue;
    const key = `${match[1]}.${match[2]}`;
    cells.set(key, { ...cells.get(key), [match[3]]: value.trim() });
  }
  const items: Record<string, unknown>[] = [];
  const removals: number[] = [];
  const errors: FieldMessages = {};
  for (const [key, cell] of cells) {
    const [v1, v2] = key.split(".").map(Number);
    const id = wholeFromText(cell.id ?? "");
    if (cell.remove === "on" && id) {
      removals.push(id);
      continue;
    }
    if (!cell.price) continue;
    const price = minorFromText(cell.price);
    const discount = minorFromText(cell.discount ?? "");
    const stock = wholeFromText(cell.stock ?? "") ?? 0;
    if ([price, discount, stock].some((n) => Number.isNaN(n))) {
      errors[key] = invalidNumber;
      continue;
    }
    items.push({ id: id || null, property1Id: v1, property2Id: v2 || null, code: cell.code ?? "", sellingPriceMinor: price, discountedPriceMinor: discount ?? -1, stockAmount: stock, isActive: cell.active === "on" });
  }
  return { items, removals, errors };
}

/** The images form: each image's place and variants, or the one image to remove. */
function imagesFromForm(form: FormData) {
  const images = new Map<number, { id: number; sort: number; variant1Id: number | null; variant2Id: number | null }>();
  for (const [name, value] of form) {
    const match = /^image\.(\d{1,9})\.(sort|variant1|variant2)$/.exec(name);
    if (!match || typeof value !== "string") continue;
    const id = Number(match[1]);
    const image = images.get(id) ?? { id, sort: 0, variant1Id: null, variant2Id: null };
    const number = wholeFromText(value.trim());
    const usable = number === null || Number.isNaN(number) ? null : number;
    if (match[2] === "sort") image.sort = usable !== null && Math.abs(usable) <= 1_000_000 ? usable : 0;
    else image[match[2] === "variant1" ? "variant1Id" : "variant2Id"] = usable && usable > 0 ? usable : null;
    images.set(id, image);
  }
  return [...images.values()];
}

export const action = withInputNet(async ({ request, context, params }: ActionFunctionArgs) => {
  const { form, refused: refusedTexts } = await readForm(request);
  const id = productIdParam(params.id);
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, "admin");
  const args = { request, context };
  const intent = String(form.get("intent") ?? "");
  const here = adminProductPath(id);
  const saved = (message: string) => redirectWithToast(here, { type: "success", message });
  const call = <T,>(work: () => Promise<T>) => asCataloguePage(request, work);

  if (intent === "delete") {
    const { deleteProduct: result } = await call(() => adminMutation(args, token, AdminDeleteProductDocument, { id }));
    if (result.__typename === "FormError") return redirectWithToast(here, { type: "error", message: result.message });
    return redirectWithToast(adminPaths.products, { type: "success", message: t("products.deleted") });
  }
  if (intent === "variants") {
    const grid = gridFromForm(form, t("products.invalidNumber"));
    if (Object.keys(grid.errors).length) return refused(intent, grid.errors);
    if (grid.removals.length) {
      const { deleteSubProducts: result } = await call(() => adminMutation(args, token, AdminDeleteSubProductsDocument, { ids: grid.removals }));
      if (result.__typename === "FormError") return refused(intent, messagesOf(result.fields));
    }
    if (grid.items.length) {
      const { saveSubProducts: result } = await call(() => adminMutation(args, token, AdminSaveSubProductsDocument, { productId: id, items: grid.items as never }));
      if (result.__typename === "FormError") return refused(intent, messagesOf(result.fields));
    }
    return saved(t("products.variantsSaved"));
  }
  if (intent === "images") {
    const remove = wholeFromText(String(form.get("removeImage") ?? ""));
    if (remove && !Number.isNaN(remove)) {
      await call(() => adminMutation(args, token, AdminRemoveImageDocument, { id: remove }));
      return saved(t("products.imageRemoved"));
    }
    const { orderProductImages: result } = await call(() => adminMutation(args, token, AdminOrderImagesDocument, { productId: id, images: imagesFromForm(form) }));
    if (result.__typename === "FormError") return refused(intent, messagesOf(result.fields));
    return saved(t("products.saved"));
  }
  if (intent === "links") {
    const relatedIds = idsFromText(String(form.get("relatedIds") ?? ""));
    const accessoryIds = idsFromText(String(form.get("accessoryIds") ?? ""));
    if (!relatedIds || !accessoryIds) return refused(intent, { [relatedIds ? "accessoryIds" : "relatedIds"]: t("products.invalidNumber") });
    // The picker posts the lists as they stand plus the one product to add or remove.
    const next = changedLinks({ related: relatedIds, accessory: accessoryIds }, form.get("linkAdd") as string | null, form.get("linkRemove") as string | null);
    const { setProductLinks: result } = await call(() => adminMutation(args, token, AdminProductLinksDocument, { productId: id, relatedIds: next.related, accessoryIds: next.accessory }));
    if (result.__typename === "FormError") return refused(intent, messagesOf(result.fields));
    const search = String(form.get("linkSearch") ?? "").trim().slice(0, 100);
    return redirectWithToast(`${here}${search ? `?linkSearch=${encodeURIComponent(search)}` : ""}#product-links`, { type: "success", message: t("products.linksSaved") });
  }
  if (intent === "faq" || intent === "faqDelete") {
    return call(() => productFaqAction({ args, token, productId: id, form, refused: refusedTexts, language: locale, back: here }));
  }
  if (intent === "personalizations") {
    const { adminProduct } = await call(() => adminQuery(args, token, AdminProductDocument, { id }));
    const { items, invalidLine } = personalizationsFromForm(form, adminProduct.personalizations);
    if (invalidLine) return refused(intent, { options: t("products.invalidNumber") });
    const { savePersonalizations: result } = await call(() => adminMutation(args, token, AdminSavePersonalizationsDocument, { productId: id, items: items as never }));
    if (result.__typename === "FormError") return refused(intent, messagesOf(result.fields));
    return saved(t("products.personalizationsSaved"));
  }
  if (intent !== "save") return redirect(here);
  const { input, problems } = productInputFromForm(form, t("products.invalidNumber"));
  if (Object.keys(problems).length) return refused(intent, problems, postedValues(form));
  const { updateProduct: result } = await call(() => adminMutation(args, token, AdminUpdateProductDocument, { id, input }));
  if (result.__typename === "FormError") return refused(intent, messagesOf(result.fields), postedValues(form));
  return saved(t("products.saved"));
});

export default function AdminProductPage() {
  const { product, choices, grid, faq, picker } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const errorsFor = (intent: string): FieldMessages => (result && result.intent === intent && "errors" in result ? result.errors : {});
  const link = product.translations.find((x) => x.language === "tr")?.seoLink;
  return (
    <>
      <h1 className="admin-title">{product.name}</h1>
      <p className="admin-muted">
        <Link to={adminPaths.products}>{t("products.title")}</Link>
        {link && product.isActive ? (
          <>
            {" · "}
            <a href={`/${link}`} target="_blank" rel="noreferrer">
              {t("products.viewInShop")}
            </a>
          </>
        ) : null}
      </p>
      <nav className="product-tabs" aria-label={t("products.edit")}>
        <a href="#product-general">{t("products.general")}</a>
        <a href="#product-prices">{t("products.pricesStock")}</a>
        <a href="#product-languages">{t("products.languages")}</a>
        <a href="#product-images">{t("products.images")}</a>
        <a href="#product-variants">{t("products.variantsTitle")}</a>
        <a href="#product-personalizations">{t("products.personalizations")}</a>
        <a href="#product-links">{t("products.links")}</a>
        <a href="#product-faq">{t("productFaq.title")}</a>
      </nav>
      <ProductForm key={product.id} product={product} choices={choices} errors={errorsFor("save")} values={result?.intent === "save" ? result.values : undefined} submitLabel={t("products.save")} />
      <section className="admin-card product-section" aria-labelledby="product-images">
        <h2 id="product-images">{t("products.images")}</h2>
        <ProductImages images={product.images} choices={choices} uploadAction={adminProductImagesPath(product.id)} error={Object.values(errorsFor("images") as FieldMessages)[0]} />
      </section>
      <section className="admin-card product-section" aria-labelledby="product-variants">
        <h2 id="product-variants">{t("products.variantsTitle")}</h2>
        <ProductVariants choices={choices} subProducts={product.subProducts} p1={grid[0]} p2={grid[1]} errors={errorsFor("variants")} />
      </section>
      <section className="admin-card product-section" aria-labelledby="product-personalizations">
        <h2 id="product-personalizations">{t("products.personalizations")}</h2>
        <ProductPersonalizations items={product.personalizations} error={Object.values(errorsFor("personalizations"))[0]} />
      </section>
      <section className="admin-card product-section" aria-labelledby="product-links">
        <h2 id="product-links">{t("products.links")}</h2>
        <ProductLinkPicker
          relatedIds={product.relatedIds}
          accessoryIds={product.accessoryIds}
          known={picker.known}
          search={picker.search}
          candidates={picker.candidates}
          error={Object.values(errorsFor("links"))[0]}
        />
      </section>
      <section className="admin-card product-section" aria-labelledby="product-faq">
        <h2 id="product-faq">{t("productFaq.title")}</h2>
        <ProductFaq items={faq} failure={result && "faq" in result ? result.faq : null} />
      </section>
      <Form method="post" className="product-delete">
        <input type="hidden" name="intent" value="delete" />
        <ConfirmButton className="admin-button admin-button--danger" question={t("products.confirmDelete")}>
          {t("products.delete")}
        </ConfirmButton>
      </Form>
    </>
  );
}
