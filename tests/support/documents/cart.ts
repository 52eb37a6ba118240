// The cart's GraphQL documents the factories send: a guest identity, and an add that answers the new guest's token.
import type { Cart, CartError, Mutation, MutationAddToCartArgs } from "../../../graphql-server/generated/resolvers-types.js";
import { gql } from "../typed-document.js";

export const CREATE_GUEST = gql<Pick<Mutation, "createGuestToken">>(`mutation { createGuestToken { guestCode token expiresAt } }`);
export const ADD_TO_CART = gql<Pick<Mutation, "addToCart">, MutationAddToCartArgs>(
  `mutation($input: AddToCartInput!, $language: String) { addToCart(input: $input, language: $language) {
    __typename ... on Cart { id itemCount newGuest { guestCode token } lines { id productId subProductId quantity } } ... on CartError { code message field } } }`,
);

/**
 * What a cart mutation answers, read as a cart: the tests select the cart's fields and, on a refusal, CartError's
 * code, field and message (then the cart's fields are absent).
 */
export type CartAnswer = Cart & Partial<Pick<CartError, "code" | "field" | "message">>;
