// POST /hesabim/resim — the profile picture: a multipart form with the file (upload) or a plain form with intent
// "remove". Either way the member returns to /hesabim#picture with a toast that says what happened, in their
// language: saved, removed, or why the file was refused (not a picture, too large, none chosen).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ACCOUNT_PATH } from "~/domain/account-paths";
import { formText } from "~/domain/checkout-address";
import { graphql } from "~/graphql/generated";
import { readForm } from "~/utils/form.server";
import { graphQLErrorCode, runMutation, withInputNet } from "~/utils/graphql.server";
import { memberAuthenticated, toLogin } from "~/utils/guards.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath, type Locale } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { redirectWithToast } from "~/utils/toast.server";
import { readUpload } from "~/utils/upload.server";

export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(localizePath(ACCOUNT_PATH, requireLocale(params.lang)));
}

const isMultipart = (request: Request) => (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");

export const action = withInputNet(answerPost);

async function answerPost({ request, context, params }: ActionFunctionArgs) {
  const locale = requireLocale(params.lang);
  const back = `${localizePath(ACCOUNT_PATH, locale)}#picture`;
  const t = await remixI18n.getFixedT(locale, ["account", "errors"]);
  const refuse = (key: string) => redirectWithToast(back, { type: "error", message: t(`errors:${key}`) });
  try {
    if (!isMultipart(request)) {
      // What was posted is checked first (another site's post, a body that is not a form), then who posts it.
      const { form } = await readForm(request);
      memberAuthenticated(request, locale);
      if (formText(form, "intent") !== "remove") return refuse("field_required_image");
      await runMutation(request, context, RemoveProfileImageDocument, {});
      return redirectWithToast(back, { type: "success", message: t("account:picture.removed") });
    }
    const upload = await readUpload(request, "image");
    memberAuthenticated(request, locale);
    if (upload.tooLarge) return refuse("field_image_too_large");
    if (!upload.file) return refuse("field_required_image");
    const image = Buffer.from(upload.file).toString("base64");
    const { uploadProfileImage: result } = await runMutation(request, context, UploadProfileImageDocument, { image });
    if (result.__typename === "FormError") return redirectWithToast(back, { type: "error", message: result.fields[0]?.message ?? result.message });
    return redirectWithToast(back, { type: "success", message: t("account:picture.saved") });
  } catch (error) {
    return sessionEnded(error, request, locale);
  }
}

/** A token the server no longer knows: sign in again (anything else is not ours to answer here). */
function sessionEnded(error: unknown, request: Request, locale: Locale): never {
  if (graphQLErrorCode(error) === "UNAUTHENTICATED") throw toLogin(request, locale, true);
  throw error;
}

const UploadProfileImageDocument = graphql(`
  mutation AccountUploadProfileImage($image: String!) {
    uploadProfileImage(image: $image) {
      __typename
      ...FormErrorFields
    }
  }
`);

const RemoveProfileImageDocument = graphql(`
  mutation AccountRemoveProfileImage {
    removeProfileImage {
      id
    }
  }
`);
