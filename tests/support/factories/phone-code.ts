// One-time codes as a phone would receive them: under vitest the dev outbox keeps the texts in memory, and a test
// reads the code from the last text sent to a number, then confirms it through the shop's own API.
import { expect } from "vitest";
import { normalisePhone } from "../../../graphql-server/modules/verification/index.js";
import { MemoryTextOutbox } from "../../../graphql-server/modules/verification/text-outbox.js";
import { ChannelTextSender, getTextSender, type TextChannel } from "../../../graphql-server/modules/verification/text-sender.js";
import { CONFIRM_SHOPPER_PHONE, SEND_SHOPPER_PHONE_CODE } from "../documents/phone.js";
import type { TestShop } from "../test-shop.js";
import { expectTypename } from "../typed-document.js";

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The code in the last text the outbox of `channel` holds for `phone` (any spelling). */
export function lastCodeTo(phone: string, channel: TextChannel = "sms"): string {
  const sender = getTextSender();
  const outbox = sender instanceof ChannelTextSender ? sender.senderOf(channel) : sender;
  if (!(outbox instanceof MemoryTextOutbox)) throw new Error("the texts of this test go to a provider, not to the memory outbox");
  const to = normalisePhone(phone);
  const text = outbox.sent.filter((m) => m.to === to).at(-1)?.text ?? "";
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** Confirms the shopper's contact phone with a code, as the checkout's "verify your phone" step does. */
export async function confirmContactPhone(t: TestShop, token: string): Promise<void> {
  const sent = await t.gql(SEND_SHOPPER_PHONE_CODE, { headers: bearer(token) });
  const { phone } = expectTypename(sent.body.data?.sendShopperPhoneCode, "PhoneCodeSent");
  const confirmed = await t.gql(CONFIRM_SHOPPER_PHONE, { variables: { code: lastCodeTo(phone) }, headers: bearer(token) });
  expect(expectTypename(confirmed.body.data?.confirmShopperPhone, "ShopperPhone").confirmed).toBe(true);
}
