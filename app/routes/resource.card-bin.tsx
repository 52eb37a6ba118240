// POST /resource/card-bin {bin, amount, payment, lang} — the card step's script asks, as the first 6 to 8 digits of
// the number are typed, which bank and family the card is and the installment plans it gets for the amount. A POST
// so that the BIN stays out of URLs and access logs; the number itself never comes here. Answers JSON
// {card} or {error} (a translated message: too many lookups, a method without a card provider, malformed input).
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { approvedTotalOf } from "~/domain/checkout-payment";
import { binOf } from "~/domain/card-bin";
import { formText } from "~/domain/checkout-address";
import { lookUpCardBin, type CardBinAnswer } from "~/utils/card-bin.server";
import { readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { localeOrDefault } from "~/utils/locale";
import { errorText } from "~/utils/member-actions.server";

export const action = withInputNet(answerPost);

async function answerPost({ request, context }: ActionFunctionArgs) {
  const { form } = await readForm(request);
  const locale = localeOrDefault(form.get("lang"));
  // Exactly a BIN: a longer value is refused rather than cut, so a script that sent the number learns it must not.
  const raw = formText(form, "bin");
  const bin = /^\d{6,8}$/.test(raw) ? binOf(raw) : null;
  const amountMinor = approvedTotalOf(form.get("amount"));
  if (!bin || amountMinor === null) return data<CardBinAnswer>({ error: await errorText(locale, "bad_user_input") }, { status: 400 });
  const answer = await lookUpCardBin(request, context, locale, { bin, amountMinor, paymentCode: formText(form, "payment") || "credit_card" });
  return data(answer, { status: answer.error ? 400 : 200 });
}

// Someone opening the URL directly gets the home page rather than a 405.
export async function loader() {
  return redirect("/");
}
