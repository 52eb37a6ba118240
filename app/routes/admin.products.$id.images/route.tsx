// /admin/products/:id/images — where the product page's upload form posts (multipart: the one admin form with a
// file). The file goes to the server as base64, which stores it in three sizes; the admin is sent back to the product
// with a toast: uploaded, uploaded but above the advised 300 KB, or why it was refused.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { AdminUploadImageDocument } from "~/components/admin/products/product-documents.server";
import { asCataloguePage, productIdParam } from "~/components/admin/products/product-page.server";
import { adminProductPath } from "~/domain/admin-paths";
import { adminAuthenticated, adminMutation } from "~/utils/admin-session.server";
import { MAX_UPLOAD_FORM_BYTES, readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(adminProductPath(productIdParam(params.id)));
}

export const action = withInputNet(async ({ request, context, params }: ActionFunctionArgs) => {
  // The body first, as every action does: a post from another site or a broken form is refused before anything else.
  // The form's limit is above the server's 5 MB picture limit, so that the server says why it refuses a picture.
  const { files } = await readForm(request, { files: true, maxBytes: MAX_UPLOAD_FORM_BYTES });
  // A form sent without a chosen picture still carries the field, as an empty file.
  const file = files.get("image")?.size ? files.get("image")! : null;
  const id = productIdParam(params.id);
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, "admin");
  const image = file ? Buffer.from(await file.arrayBuffer()).toString("base64") : "";
  const { uploadProductImage: result } = await asCataloguePage(request, () =>
    adminMutation({ request, context }, token, AdminUploadImageDocument, { productId: id, image }),
  );
  const back = `${adminProductPath(id)}#product-images`;
  if (result.__typename === "FormError") return redirectWithToast(back, { type: "error", message: result.fields[0]?.message ?? "" });
  if (result.__typename === "AdminProductImageUploaded" && result.largeFile) return redirectWithToast(back, { type: "warning", message: t("products.imageLarge") });
  return redirectWithToast(back, { type: "success", message: t("products.imageUploaded") });
});
