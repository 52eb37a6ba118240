// The product page's comment post (the page's own URL with ?yorum-yaz=1): a member's comment through the
// addProductComment mutation. A refusal (comment_no_comment, comment_no_rate, comment_has_comment_customer, …) comes
// back as data with the field and what was typed — a fetcher scrolls to the field and shows a red toast, a plain
// post renders the page again with the form open; success returns to the comments with a toast.
import { data, type AppLoadContext } from "@remix-run/node";
import { graphql } from "~/graphql/generated";
import { readForm } from "~/utils/form.server";
import { refusedFieldErrors } from "~/utils/form-errors.server";
import { runMutation } from "~/utils/graphql.server";
import { remixI18n } from "~/utils/i18n.server";
import type { Locale } from "~/utils/locale";
import { answerMember, asMember, errorText, formId, type MemberActionData, type MemberAnswer } from "~/utils/member-actions.server";

const TYPED_FIELDS = ["title", "text", "rate", "showName"] as const;

export async function handleCommentAction({ request, context, locale, path }: { request: Request; context: AppLoadContext; locale: Locale; path: string }) {
  const { form, refused } = await readForm(request);
  const js = form.get("js") === "1";
  const options = { request, locale, back: `${path}#comments`, js };
  const typed = Object.fromEntries(TYPED_FIELDS.flatMap((name) => (typeof form.get(name) === "string" ? [[name, String(form.get(name))]] : [])));
  if (!form.has("showName") && form.has("text")) typed.showName = "0";
  // Also without JavaScript the page itself answers (status 400), so the form keeps what was typed.
  const refuse = async (field: string | null, message: string): Promise<MemberAnswer> =>
    data({ form: "comment", ok: false, field, typed, toast: { type: "error", message } } satisfies MemberActionData, { status: 400 });
  return asMember(options, async () => {
    if (refused.length) {
      const [field, message] = Object.entries(await refusedFieldErrors(refused, locale))[0];
      return refuse(field, message);
    }
    const rate = formId(form.get("rate"));
    const { addProductComment: result } = await runMutation(request, context, AddCommentDocument, {
      input: {
        productId: formId(form.get("productId")),
        title: String(form.get("title") ?? "").slice(0, 255),
        text: String(form.get("text") ?? "").slice(0, 2000),
        rate: rate !== null && rate <= 5 ? rate : null,
        isNameDisplay: form.get("showName") === "1",
      },
    });
    if (result.__typename === "OperationError") return refuse(result.field ?? null, await errorText(locale, result.code));
    const t = await remixI18n.getFixedT(locale, "catalog");
    return answerMember(options, { form: "comment", ok: true, toast: { type: "success", message: t("commentForm.added") } });
  });
}

const AddCommentDocument = graphql(`
  mutation AddComment($input: AddCommentInput!) {
    addProductComment(input: $input) {
      __typename
      ... on OperationError {
        code
        field
      }
    }
  }
`);
