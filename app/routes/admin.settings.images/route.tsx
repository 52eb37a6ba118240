// /admin/settings/images — where the site settings' logo and favicon forms post (multipart: upload one picture, or
// remove it to bring the default back). The file goes to the server as base64, which checks, resizes and stores it;
// the owner is sent back to the settings with a toast saying what happened or why the picture was refused.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { adminPaths } from "~/domain/admin-paths";
import { graphql } from "~/graphql/generated";
import type { SiteImageKind } from "~/graphql/generated/graphql";
import { refusalPage } from "~/utils/admin-forms.server";
import { adminAuthenticated, adminMutation } from "~/utils/admin-session.server";
import { readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { badRequest } from "~/utils/http.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { forgetSiteLayouts } from "~/utils/site.server";
import { redirectWithToast } from "~/utils/toast.server";

/** Above the server's 2 MB picture limit, so that the server says why it refuses; far beyond it is not read. */
const MAX_UPLOAD_BYTES = 3 * 1024 * 1024;
const KINDS: readonly SiteImageKind[] = ["LOGO", "FAVICON"];

export const loader = () => redirect(adminPaths.settings);

export const action = withInputNet(async ({ request, context }: ActionFunctionArgs) => {
  // The form first: a post from another site is refused (403) before anything else is looked at.
  const { form, files } = await readForm(request, { files: true, maxBytes: MAX_UPLOAD_BYTES });
  const { token } = await adminAuthenticated({ request, context });
  const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
  const kind = KINDS.find((k) => k === form.get("kind"));
  if (!kind) throw badRequest();
  const back = `${adminPaths.settings}#site-images`;
  const scope = { request, context };
  if (form.get("intent") === "remove") {
    await adminMutation(scope, token, RemoveSiteImageDocument, { kind }).catch((error: unknown) => refusalPage(request, error));
    forgetSiteLayouts();
    return redirectWithToast(back, { type: "success", message: t("siteImages.removed") });
  }
  const file = files.get("image");
  const image = file && file.size > 0 ? Buffer.from(await file.arrayBuffer()).toString("base64") : "";
  const { uploadSiteImage: result } = await adminMutation(scope, token, UploadSiteImageDocument, { kind, image }).catch((error: unknown) => refusalPage(request, error));
  if (result.problem) return redirectWithToast(back, { type: "error", message: t(`siteImages.problem.${result.problem}`) });
  forgetSiteLayouts();
  return redirectWithToast(back, { type: "success", message: t("siteImages.uploaded") });
});

const UploadSiteImageDocument = graphql(`
  mutation UploadSiteImage($kind: SiteImageKind!, $image: String!) {
    uploadSiteImage(kind: $kind, image: $image) {
      url
      problem
    }
  }
`);

const RemoveSiteImageDocument = graphql(`
  mutation RemoveSiteImage($kind: SiteImageKind!) {
    removeSiteImage(kind: $kind) {
      url
    }
  }
`);
