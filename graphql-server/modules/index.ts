// The shop's modules, in one list: createShop composes their tables, resolvers, REST routes and services. Adding
// a module is adding it here (its schema slice is found by its folder name).
import type { ShopModule } from "../core/module.js";
import { addressModule } from "./address/index.js";
import { adminModule } from "./admin/index.js";
import { authModule } from "./auth/index.js";
import { campaignModule } from "./campaign/index.js";
import { cargoModule } from "./cargo/index.js";
import { cartModule } from "./cart/index.js";
import { catalogModule } from "./catalog/index.js";
import { contentModule } from "./content/index.js";
import { couponModule } from "./coupon/index.js";
import { customerModule } from "./customer/index.js";
import { feedModule } from "./feed/index.js";
import { guestModule } from "./guest/index.js";
import { headerMenuModule } from "./header-menu/index.js";
import { localizationModule } from "./localization/index.js";
import { locationModule } from "./location/index.js";
import { mailModule } from "./mail/index.js";
import { orderModule } from "./order/index.js";
import {
  CashOnDeliveryProvider,
  IyzicoProvider,
  paymentModule,
  PaytrProvider,
  TestAcquirerProvider,
  WireTransferProvider,
  type AnyPaymentProvider,
} from "./payment/index.js";
import { rateLimitModule } from "./rate-limit/index.js";
import { searchModule } from "./search/index.js";
import { siteModule } from "./site/index.js";
import { socialModule } from "./social/index.js";
import { verificationModule } from "./verification/index.js";

/**
 * The payment methods a shop offers unless it is given others. Card payments (`credit_card`) go to the built-in test
 * acquirer, which takes them only while the method's settings say `acquirer: "test"` (the demo shop's do); `iyzico`
 * takes payments once its method has an api key, a secret key and a base URL; `paytr` once it has PayTR's merchant
 * id, key and salt.
 */
export const defaultPaymentProviders = (): AnyPaymentProvider[] => [
  new CashOnDeliveryProvider(),
  new WireTransferProvider(),
  new TestAcquirerProvider(),
  new IyzicoProvider(),
  new PaytrProvider(),
];

export const shopModules = ({ paymentProviders = defaultPaymentProviders() }: { paymentProviders?: readonly AnyPaymentProvider[] } = {}): ShopModule[] => [
  siteModule,
  localizationModule,
  headerMenuModule,
  authModule,
  catalogModule,
  searchModule,
  campaignModule,
  contentModule,
  locationModule,
  paymentModule(paymentProviders),
  orderModule,
  guestModule,
  customerModule,
  cartModule,
  couponModule,
  cargoModule,
  addressModule,
  mailModule,
  rateLimitModule,
  verificationModule,
  adminModule,
  feedModule,
  socialModule,
];
