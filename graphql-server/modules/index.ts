// Every module's resolvers and REST routes, in one place for the server and the tests.
import type { Resolvers } from "../generated/resolvers-types.js";
import type { RestRoute } from "../rest.js";
import { cartMutations, cartQueries, cartResultResolvers } from "./cart/cart.resolvers.js";
import { cartRoutes } from "./cart/cart.rest.js";
import { cartOptionRoutes } from "./cart/cart-options.rest.js";
import { cargoRoutes } from "./cargo/cargo.rest.js";
import { addressMutations, addressQueries, addressResultResolvers } from "./address/address.resolvers.js";
import { addressRoutes } from "./address/address.rest.js";
import { campaignQueries } from "./campaign/campaign.resolvers.js";
import { campaignRoutes } from "./campaign/campaign.rest.js";
import { catalogQueries, productResolvers } from "./catalog/catalog.resolvers.js";
import { catalogRoutes } from "./catalog/catalog.rest.js";
import { MoneyScalar } from "./catalog/money-scalar.js";
import { contentQueries } from "./content/content.resolvers.js";
import { contentRoutes } from "./content/content.rest.js";
import { contactResultResolvers, guestMutations, guestQueries } from "./guest/guest.resolvers.js";
import { guestRoutes } from "./guest/guest.rest.js";
import { headerMenuQueries } from "./header-menu/header-menu.resolvers.js";
import { headerMenuRoutes } from "./header-menu/header-menu.rest.js";
import { localizationQueries } from "./localization/localization.resolvers.js";
import { localizationRoutes } from "./localization/localization.rest.js";
import { locationQueries } from "./location/location.resolvers.js";
import { locationRoutes } from "./location/location.rest.js";
import { orderStatusQueries } from "./order/order-status.resolvers.js";
import { orderStatusRoutes } from "./order/order-status.rest.js";
import { orderQueries } from "./order/order.resolvers.js";
import { orderRoutes } from "./order/order.rest.js";
import { paymentMutations, paymentQueries, paymentResultResolvers } from "./payment/payment.resolvers.js";
import { paymentRoutes } from "./payment/payment.rest.js";
import { settingResultResolvers, siteQueries } from "./site/site.resolvers.js";
import { searchQueries } from "./search/search.resolvers.js";
import { searchRoutes } from "./search/search.rest.js";
import { siteRoutes } from "./site/site.rest.js";

export const resolvers: Resolvers = {
  Query: {
    ...siteQueries,
    ...localizationQueries,
    ...headerMenuQueries,
    ...catalogQueries,
    ...searchQueries,
    ...campaignQueries,
    ...contentQueries,
    ...locationQueries,
    ...paymentQueries,
    ...orderStatusQueries,
    ...cartQueries,
    ...addressQueries,
    ...guestQueries,
    ...orderQueries,
  },
  Mutation: {
    ...guestMutations,
    ...cartMutations,
    ...addressMutations,
    ...paymentMutations,
  },
  CartResult: cartResultResolvers,
  AddressResult: addressResultResolvers,
  ContactResult: contactResultResolvers,
  PaymentResult: paymentResultResolvers,
  SettingResult: settingResultResolvers,
  Product: productResolvers,
  Money: MoneyScalar,
};

export const restRoutes: RestRoute[] = [
  ...siteRoutes,
  ...localizationRoutes,
  ...headerMenuRoutes,
  ...catalogRoutes,
  ...searchRoutes,
  ...campaignRoutes,
  ...contentRoutes,
  ...locationRoutes,
  ...paymentRoutes,
  ...orderStatusRoutes,
  ...guestRoutes,
  ...cartRoutes,
  ...cartOptionRoutes,
  ...cargoRoutes,
  ...addressRoutes,
  ...orderRoutes,
];
