// The checkout's GraphQL documents the tests send: contact, address, paying, and the order fields they read.
import type {
  Mutation,
  MutationPayDoorArgs,
  MutationPayWireTransferArgs,
  MutationPlaceOrderArgs,
  MutationSaveAddressArgs,
  MutationSetShopperContactArgs,
  Query,
} from "../../../graphql-server/generated/resolvers-types.js";
import { gql } from "../typed-document.js";

export const ADDRESS = `__typename ... on Address { id title firstName lastName phone address countryId countryName stateId stateName cityId cityName zipCode
  invoiceType identityNumber companyName taxOffice taxNumber } ... on FormError { code message fields { field message } }`;
export const SAVE_ADDRESS = gql<
  Pick<Mutation, "saveAddress">,
  MutationSaveAddressArgs
>(`mutation($id: Int, $input: AddressInput!, $use: AddressUse, $language: String) {
  saveAddress(id: $id, input: $input, use: $use, language: $language) { ${ADDRESS} } }`);
export const SET_CONTACT = gql<Pick<Mutation, "setShopperContact">, MutationSetShopperContactArgs>(`mutation($input: ShopperContactInput!, $language: String) {
  setShopperContact(input: $input, language: $language) {
    __typename ... on ShopperContact { email phone firstName lastName } ... on FormError { code message fields { field message } } } }`);

export const TOTALS = `linesMinor personalizationMinor giftPackageMinor campaignDiscountMinor couponDiscountMinor cargoMinor isCargoFree doorFeeMinor installmentInterestMinor
  vat { rate netMinor vatMinor } vatMinor grandTotalMinor`;
export const ORDER = `id code createdAt status statusName paymentCode paymentName doorPaymentType bankAccount { id iban } paymentInstructions
  currencyCode currency email phone lines { productId subProductId title quantity unitPriceMinor personalizationPriceMinor lineTotalMinor vatRate }
  totals { ${TOTALS} } invoiceAddress { firstName cityName invoiceType } deliveryAddress { firstName stateName }
  cargoName cargoTrackingUrl isGift giftNote generalNote campaignName couponCode`;
const PAY_RESULT = `__typename ... on PaymentOutcome { status redirectUrl html order { ${ORDER} } } ... on OrderError { code message field }`;
export const PAY_DOOR = gql<Pick<Mutation, "payDoor">, MutationPayDoorArgs>(
  `mutation($input: PayDoorInput!, $language: String) { payDoor(input: $input, language: $language) { ${PAY_RESULT} } }`,
);
export const PAY_WIRE = gql<Pick<Mutation, "payWireTransfer">, MutationPayWireTransferArgs>(
  `mutation($input: PayWireTransferInput!, $language: String) { payWireTransfer(input: $input, language: $language) { ${PAY_RESULT} } }`,
);
export const PLACE_ORDER = gql<Pick<Mutation, "placeOrder">, MutationPlaceOrderArgs>(
  `mutation($input: PlaceOrderInput!, $language: String) { placeOrder(input: $input, language: $language) { ${PAY_RESULT} } }`,
);

/** Both contracts accepted, as the approve page sends them. */
export const CONTRACTS = { distanceSales: true, preInformation: true };

/** The cart as the approve page shows it for cash on delivery: the total the shopper approves, the coupon, the lines. */
export const APPROVE_VIEW = gql<Pick<Query, "cart">>(
  `{ cart(paymentCode: "door") { __typename ... on Cart { itemCount coupon { code } totals { grandTotalMinor couponDiscountMinor } promotionProblems { code } } } }`,
);
export const APPLY_COUPON = gql<Pick<Mutation, "applyCoupon">, { code: string }>(
  `mutation($code: String!) { applyCoupon(code: $code) { __typename ... on CartError { code } } }`,
);
export const SELECT_CAMPAIGN = gql<Pick<Mutation, "selectCampaign">, { id: number }>(
  `mutation($id: Int!) { selectCampaign(campaignId: $id) { __typename ... on CartError { code } } }`,
);
