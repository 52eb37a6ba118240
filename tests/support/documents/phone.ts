// The GraphQL documents of phone codes the tests send: signing in by a code, and confirming the order's phone.
import type {
  Mutation,
  MutationConfirmShopperPhoneArgs,
  MutationLoginWithCodeArgs,
  MutationSendLoginCodeArgs,
  MutationSendShopperPhoneCodeArgs,
  Query,
} from "../../../graphql-server/generated/resolvers-types.js";
import { gql } from "../typed-document.js";

const ERRORS = `... on OperationError { code message field } ... on FormError { code message field fields { field message } }`;
const SENT = `__typename ... on PhoneCodeSent { phone channel expiresAt } ${ERRORS}`;

export const SEND_LOGIN_CODE = gql<Pick<Mutation, "sendLoginCode">, MutationSendLoginCodeArgs>(`mutation($phone: String!, $channel: CodeChannel, $language: String) {
  sendLoginCode(phone: $phone, channel: $channel, language: $language) { ${SENT} } }`);

export const LOGIN_WITH_CODE = gql<Pick<Mutation, "loginWithCode">, MutationLoginWithCodeArgs>(`mutation($phone: String!, $code: String!, $channel: CodeChannel, $language: String) {
  loginWithCode(phone: $phone, code: $code, channel: $channel, language: $language) {
    __typename ... on CustomerSession { token customer { id phone phoneVerified } } ${ERRORS} } }`);

export const SEND_SHOPPER_PHONE_CODE = gql<Pick<Mutation, "sendShopperPhoneCode">, MutationSendShopperPhoneCodeArgs>(`mutation($channel: CodeChannel, $language: String) {
  sendShopperPhoneCode(channel: $channel, language: $language) { ${SENT} } }`);

export const CONFIRM_SHOPPER_PHONE = gql<Pick<Mutation, "confirmShopperPhone">, MutationConfirmShopperPhoneArgs>(`mutation($code: String!, $language: String) {
  confirmShopperPhone(code: $code, language: $language) { __typename ... on ShopperPhone { phone confirmed required } ${ERRORS} } }`);

export const SHOPPER_PHONE = gql<Pick<Query, "shopperPhone">>(`query { shopperPhone { phone confirmed required } }`);
