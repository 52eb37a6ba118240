// The checkout's "your mobile number" form for a member without a phone: saves it to the profile and goes back to
// the address step, where the "verify your phone" card now shows; a refused number comes back with its message.
import { data, type AppLoadContext } from "@remix-run/node";
import type { MemberPhoneState } from "~/components/checkout/member-phone-form";
import { formText } from "~/domain/checkout-address";
import { stepPath } from "~/domain/checkout-steps";
import { graphql } from "~/graphql/generated";
import { runMutation } from "~/utils/graphql.server";
import { remixI18n } from "~/utils/i18n.server";
import type { Locale } from "~/utils/locale";
import { redirectWithToast } from "~/utils/toast.server";

export const MEMBER_PHONE_INTENT = "member-phone";

/** `refused`: the message for text that cannot be stored, when the form carried some. */
export async function memberPhoneAction(request: Request, context: AppLoadContext, locale: Locale, form: FormData, refused: string | null) {
  const phone = formText(form, "phone").slice(0, 64);
  const reply = (error: string) => data<MemberPhoneState>({ form: "member-phone", phone, error }, { status: 400 });
  if (refused) return reply(refused);
  const { setMemberPhone: result } = await runMutation(request, context, SetMemberPhoneDocument, { phone }, locale);
  if (result.__typename === "FormError") return reply(result.fields[0]?.message ?? result.message);
  const t = await remixI18n.getFixedT(locale, "checkout");
  return redirectWithToast(`${stepPath("address", locale)}#phone`, { type: "success", message: t("memberPhone.saved") });
}

const SetMemberPhoneDocument = graphql(`
  mutation CheckoutSetMemberPhone($phone: String!) {
    setMemberPhone(phone: $phone) {
      __typename
      ... on FormError {
        ...FormErrorFields
      }
    }
  }
`);
