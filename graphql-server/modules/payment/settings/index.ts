// The owner's payment settings: each method's switch, order, fee and credentials, and the bank accounts a wire
// transfer names. Its face: the resolvers the module's index composes.
export { paymentSettingsMutations, paymentSettingsQueries } from "./payment-settings.resolvers.js";
export { bankAccountAdminMutations, bankAccountAdminQueries, bankAccountAdminResultResolvers } from "./bank-account-admin.resolvers.js";
