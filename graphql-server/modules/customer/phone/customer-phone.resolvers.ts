// Sign-in by a code to the phone: a few lines per field — the language, then customer-phone.service.ts (which
// applies the limits per client address and per number).
import type { CodeChannel, CodeLoginResultResolvers, MutationResolvers } from "../../../generated/resolvers-types.js";
import { confirmLoginCode, loginWithCode, sendLoginCode } from "./customer-phone.service.js";

const textChannel = (channel: CodeChannel | null | undefined) => (channel === "WHATSAPP" ? "whatsapp" : "sms");

export const customerPhoneMutations: MutationResolvers = {
  sendLoginCode: async (_p, args, ctx) => {
    const language = ctx.language;
    const result = await sendLoginCode(ctx, args.phone, textChannel(args.channel), language);
    if (!result.ok) return result.error;
    return { __typename: "PhoneCodeSent" as const, phone: result.destination, channel: args.channel ?? "SMS", expiresAt: result.expiresAt.toISOString() };
  },
  loginWithCode: async (_p, args, ctx) => {
    return loginWithCode(ctx, args.phone, args.code, textChannel(args.channel));
  },
  confirmLoginCode: async (_p, args, ctx) => {
    return confirmLoginCode(ctx, args.phone, args.code, textChannel(args.channel));
  },
};

export const codeLoginResultResolvers: CodeLoginResultResolvers = {
  __resolveType: (r) => r.__typename as "CustomerSession" | "OperationError" | "FormError",
};
