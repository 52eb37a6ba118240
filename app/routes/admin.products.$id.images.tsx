// /admin/products/:id/images — where the product page's upload form posts (multipart: the one admin form with a
// file). The file goes to the server as base64, which stores it in three sizes; the admin is sent back to the product
// with a toast: uploaded, uploaded but above the advised 300 KB, or why it was refused.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { AdminUploadImageDocument } from "~/components/admin/products/product-documents.server";
import { asCataloguePage, productIdParam } from "~/components/admin/products/product-page.server";
import { adminProductPath } from "~/domain/admin-paths";
import { adminAuthenticated, adminMutation } from "~/utils/admin-session.server";
import { assertSameOrigin, badRequest, tooLarge } from "~/utils/http.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { redirectWithToast } from "~/utils/toast.server";

/** Above the server's 5 MB picture limit, so that the server says why it refuses; far beyond it is not read. */
const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;

export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(adminProductPath(productIdParam(params.id)));
}

async function uploadedFile(request: Request): Promise<File | null> {
  const declared = Number(request.headers.get("Content-Length")) || 0;
  if (declared > MAX_UPLOAD_BYTES) throw tooLarge();
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) throw badRequest();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest();
  }
  const file = form.get("image");
  return typeof file === "object" && file !== null && file.size > 0 ? file : null;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  // The body first, as every action does: a post from another site or a broken form is refused before anything else.
  assertSameOrigin(request);
  const file = await uploadedFile(request);
  const id = productIdParam(params.id);
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, "admin");
  const image = file ? Buffer.from(await file.arrayBuffer()).toString("base64") : "";
  const { uploadProductImage: result } = await asCataloguePage(request, () =>
    adminMutation({ request, context }, token, AdminUploadImageDocument, { productId: id, image, language: locale }),
  );
  const back = `${adminProductPath(id)}#product-images`;
  if (result.__typename === "FormError") return redirectWithToast(back, { type: "error", message: result.fields[0]?.message ?? "" });
  if (result.__typename === "AdminProductImageUploaded" && result.largeFile) return redirectWithToast(back, { type: "warning", message: t("products.imageLarge") });
  return redirectWithToast(back, { type: "success", message: t("products.imageUploaded") });
}
