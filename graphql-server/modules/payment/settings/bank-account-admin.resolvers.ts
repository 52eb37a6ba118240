// The owner's bank account fields (owner role first).
import { requireAdmin } from "../../../core/context.js";
import type { MutationResolvers, QueryResolvers } from "../../../generated/resolvers-types.js";
import { adminBankAccounts, deleteBankAccount, saveBankAccount } from "./bank-account-admin.service.js";

const ROLE = "owner";

export const bankAccountAdminQueries: QueryResolvers = {
  adminBankAccounts: (_p, _a, ctx) => (requireAdmin(ctx, ROLE), adminBankAccounts(ctx.em)),
};

export const bankAccountAdminMutations: MutationResolvers = {
  saveBankAccount: async (_p, args, ctx) => {
    requireAdmin(ctx, ROLE);
    const result = await saveBankAccount(ctx, args.input);
    return "code" in result ? result : { ...result, __typename: "AdminBankAccount" as const };
  },
  deleteBankAccount: (_p, args, ctx) => (requireAdmin(ctx, ROLE), deleteBankAccount(ctx, args.id)),
};

export const bankAccountAdminResultResolvers = {
  BankAccountResult: { __resolveType: <N extends string>(r: { __typename: N }) => r.__typename },
};
