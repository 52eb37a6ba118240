// The product page's FAQ intents (see product-faq.tsx): save one question (new or edited) or delete one. Answers
// with a toast after a redirect, or with the refused form's values and the reason at its field.
import { data, type AppLoadContext } from "@remix-run/node";
import { positiveId } from "~/domain/checkout-address";
import { wholeNumberOf } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import { adminMutation, adminQuery } from "~/utils/admin-session.server";
import { remixI18n } from "~/utils/i18n.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { FaqFailure } from "./product-faq";

type GuardArgs = { request: Request; context: AppLoadContext };

const FIELDS = ["language", "question", "answer", "sort"] as const;

export const loadProductFaq = async (args: GuardArgs, token: string, productId: number) => (await adminQuery(args, token, AdminProductFaqDocument, { productId })).adminProductFaq;

interface FaqRequest {
  args: GuardArgs;
  token: string;
  productId: number;
  form: FormData;
  /** Fields whose text had characters that cannot be stored (readForm's `refused`). */
  refused: readonly string[];
  language: string;
  back: string;
}

export async function productFaqAction({ args, token, productId, form, refused, language, back }: FaqRequest) {
  const t = await remixI18n.getFixedT(language, ["admin", "errors"]);
  const faqId = positiveId(form.get("faqId"));
  const done = (message: string) => redirectWithToast(`${back}#product-faq`, { type: "success", message });
  if (form.get("intent") === "faqDelete") {
    if (faqId === null) return done(t("admin:productFaq.deleted"));
    await adminMutation(args, token, AdminDeleteProductFaqDocument, { productId, id: faqId });
    return done(t("admin:productFaq.deleted"));
  }
  const values = Object.fromEntries(FIELDS.map((name) => [name, typeof form.get(name) === "string" ? String(form.get(name)) : ""]));
  const refuse = (errors: Record<string, string>) => data<{ intent: "faq"; faq: FaqFailure }>({ intent: "faq", faq: { faqId: faqId ?? 0, values, errors } }, { status: 400 });
  const badText = refused.find((name) => (FIELDS as readonly string[]).includes(name));
  if (badText) return refuse({ [badText]: t("errors:invalid_characters") });
  const sort = wholeNumberOf(values.sort);
  if (Number.isNaN(sort)) return refuse({ sort: t("admin:products.invalidNumber") });
  const input = { id: faqId, language: values.language, question: values.question, answer: values.answer, sort };
  const { saveProductFaq: result } = await adminMutation(args, token, AdminSaveProductFaqDocument, { productId, input });
  if (result.__typename === "OperationError") return refuse(result.field && (FIELDS as readonly string[]).includes(result.field) ? { [result.field]: result.message } : { form: result.message });
  return done(t("admin:productFaq.saved"));
}

const AdminProductFaqDocument = graphql(`
  query AdminProductFaq($productId: Int!) {
    adminProductFaq(productId: $productId) {
      id
      language
      question
      answer
      sort
    }
  }
`);

const AdminSaveProductFaqDocument = graphql(`
  mutation AdminSaveProductFaq($productId: Int!, $input: AdminProductFaqInput!) {
    saveProductFaq(productId: $productId, input: $input) {
      __typename
      ... on OperationError {
        message
        field
      }
    }
  }
`);

const AdminDeleteProductFaqDocument = graphql(`
  mutation AdminDeleteProductFaq($productId: Int!, $id: Int!) {
    deleteProductFaq(productId: $productId, id: $id)
  }
`);
