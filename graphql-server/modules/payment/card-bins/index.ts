// The card BIN table and its lookup: which scheme, kind and issuing bank a card number's first digits name.
export { BIN_MAX_DIGITS, BIN_MIN_DIGITS, isBin, lookupBin, type CardBinInfo, type CardKind, type CardScheme } from "./bin-lookup.js";
