// The card BIN table and its lookup: which scheme, kind and issuing bank a card number's first digits name, and the
// storefront's question about a card number (its bank, scheme and installment offers) over GraphQL and REST.
export { BIN_MAX_DIGITS, BIN_MIN_DIGITS, isBin, lookupBin, type CardBinInfo, type CardKind, type CardScheme } from "./bin-lookup.js";
export { cardBinQueries, cardBinResultResolvers } from "./card-bin.resolvers.js";
export { cardBinRoutes } from "./card-bin.rest.js";
