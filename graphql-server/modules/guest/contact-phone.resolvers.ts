// The phone confirmation fields: a few lines each — the shopper from the token, then contact-phone.service.ts.
import type { ConfirmShopperPhoneResultResolvers, MutationResolvers, QueryResolvers } from "../../generated/resolvers-types.js";
import { shopperOrThrow } from "../../core/context.js";
import { confirmShopperPhone, sendShopperPhoneCode, shopperPhoneStatus } from "./contact-phone.service.js";

export const contactPhoneQueries: QueryResolvers = {
  shopperPhone: (_p, _a, ctx) => shopperPhoneStatus(ctx.em, shopperOrThrow(ctx)),
};

export const contactPhoneMutations: MutationResolvers = {
  sendShopperPhoneCode: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const channel = args.channel ?? "SMS";
    const language = ctx.language;
    const result = await sendShopperPhoneCode(ctx, shopper, channel === "WHATSAPP" ? "whatsapp" : "sms", language);
    if (!result.ok) return result.error;
    return { __typename: "PhoneCodeSent" as const, phone: result.destination, channel, expiresAt: result.expiresAt.toISOString() };
  },
  confirmShopperPhone: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    return confirmShopperPhone(ctx, shopper, args.code);
  },
};

export const confirmShopperPhoneResultResolvers: ConfirmShopperPhoneResultResolvers = {
  __resolveType: (r) => r.__typename as "ShopperPhone" | "OperationError" | "FormError",
};
