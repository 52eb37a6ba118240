// The payment module: payment methods (types with their fees, the shop's bank accounts) and the providers that
// carry a payment's life (providers/<name>/). It knows nothing of orders: the order module asks it.
// Its only public face: the functions and shapes other modules may use, and the definition createShop composes.
export { formatIban } from "./iban.js";
export type {
  BinInstallments,
  CardCallback,
  CardCharge,
  CardChargeAddress,
  CardChargeDetails,
  CardOperationResult,
  CardPaymentProvider,
  CardStartResult,
} from "./card-provider.js";
export {
  OfflinePaymentProvider,
  type AnyPaymentProvider,
  PaymentProviders,
  type CallbackResult,
  type InitialOrderStatus,
  type InitiateResult,
  type Installment,
  type PaymentOrder,
  type PaymentPlan,
  type PaymentProvider,
  type PlanResult,
  type RefundResult,
} from "./payment-provider.js";
export { paymentMethodConfig } from "./payment.service.js";
export { CashOnDeliveryProvider } from "./providers/cash-on-delivery/index.js";
export { WireTransferProvider, wireTransferInstructions } from "./providers/wire-transfer/index.js";
export { IyzicoProvider, iyzicoCallbackPath, iyzicoEnvOrigin, WEBHOOK_SIGNATURE_FIELD } from "./providers/iyzico/index.js";
export { PaytrProvider, paytrFrameOrigin, NOTIFICATION_FIELDS as PAYTR_NOTIFICATION_FIELDS } from "./providers/paytr/index.js";
export { TEST_ACQUIRER_PATH, TEST_CARDS, TEST_PASSWORD, TestAcquirerProvider, testAcquirerRouter } from "./providers/test-acquirer/index.js";

import { defineModule } from "../../core/module.js";
import { PaymentProviders, type AnyPaymentProvider } from "./payment-provider.js";
import { BankAccountSchema, PaymentMethodSchema, PaymentMethodTranslationSchema } from "./payment.entities.js";
import { TestAcquirerTransactionSchema } from "./providers/test-acquirer/index.js";
import { paymentQueries } from "./payment.resolvers.js";
import { cardBinQueries, cardBinResultResolvers, cardBinRoutes } from "./card-bins/index.js";
import { paymentRoutes } from "./payment.rest.js";
import { unconfiguredProviderRoutes } from "./unconfigured-providers.rest.js";
import { paymentSettingsMutations, paymentSettingsQueries } from "./settings/index.js";
import { paytrFrameQueries } from "./paytr-frame.resolvers.js";
import { bankAccountAdminMutations, bankAccountAdminQueries, bankAccountAdminResultResolvers } from "./settings/index.js";
import { paymentDatabase } from "./payment.database.js";

declare module "../../core/context.js" {
  interface ShopServices {
    /** The payment providers the shop was given, by payment code. */
    payments: PaymentProviders;
  }
}

/** The payment module with the shop's providers (cash on delivery, wire transfer, card acquirers, …). */
export const paymentModule = (providers: readonly AnyPaymentProvider[]) =>
  defineModule({
    name: "payment",
    privateTables: ["test_acquirer_transaction"],
    database: paymentDatabase,
    entities: [BankAccountSchema, PaymentMethodSchema, PaymentMethodTranslationSchema, TestAcquirerTransactionSchema],
    resolvers: {
      Query: { ...paymentQueries, ...cardBinQueries, ...paymentSettingsQueries, ...paytrFrameQueries, ...bankAccountAdminQueries },
      Mutation: { ...paymentSettingsMutations, ...bankAccountAdminMutations },
      CardBinResult: cardBinResultResolvers,
      ...bankAccountAdminResultResolvers,
    },
    routes: [...paymentRoutes, ...unconfiguredProviderRoutes, ...cardBinRoutes],
    services: { payments: new PaymentProviders(providers) },
  });
