// sendPhoneCode / checkPhoneCode: a few lines each — limits and the code service, then the result as its GraphQL type.
import type { CheckPhoneCodeResultResolvers, CodeChannel, CodePurpose, MutationResolvers, SendPhoneCodeResultResolvers } from "../../generated/resolvers-types.js";
import { checkCodeForRequest, sendCodeForRequest } from "./phone-code.service.js";

const purposeName = (purpose: CodePurpose | null | undefined) => (purpose ?? "PHONE_CONFIRM").toLowerCase();

export const verificationMutations: MutationResolvers = {
  sendPhoneCode: async (_p, args, ctx) => {
    const channel: CodeChannel = args.channel ?? "SMS";
    const language = ctx.language;
    const result = await sendCodeForRequest(ctx, { purpose: purposeName(args.purpose), destination: args.phone, channel: channel === "WHATSAPP" ? "whatsapp" : "sms", language });
    if (!result.ok) return result.error;
    return { __typename: "PhoneCodeSent" as const, phone: result.destination, channel, expiresAt: result.expiresAt.toISOString() };
  },
  checkPhoneCode: async (_p, args, ctx) => {
    const result = await checkCodeForRequest(ctx, { purpose: purposeName(args.purpose), destination: args.phone, code: args.code });
    return result.ok ? { __typename: "PhoneCodeAccepted" as const, phone: result.destination } : result.error;
  },
};

const byTypename = <T extends { __typename?: string }>(result: T) => result.__typename as never;

export const sendPhoneCodeResultResolvers: SendPhoneCodeResultResolvers = { __resolveType: byTypename };
export const checkPhoneCodeResultResolvers: CheckPhoneCodeResultResolvers = { __resolveType: byTypename };
