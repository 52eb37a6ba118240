// The cart's GraphQL operations (schema.graphql: cart, addToCart, updateCartLine, removeCartLine and the issue 4
// promotions/cargo contract) and the loader helpers around them. Every amount comes from the server.
import type { AppLoadContext } from "@remix-run/node";
import { graphql } from "~/graphql/generated";
import type { CartPageQuery } from "~/graphql/generated/graphql";
import { graphQLErrorCode, runQuery } from "~/utils/graphql.server";
import { hasShopperSession } from "~/utils/shopper.server";
import type { Locale } from "~/utils/locale";

graphql(`
  fragment CartLineFields on CartLine {
    id
    productId
    subProductId
    title
    seoLink
    image {
      small
      alt
    }
    variantNames
    quantity
    available
    memberMinOrder
    memberMaxOrder
    unitPriceMinor
    crossedOutPriceMinor
    personalizationPriceMinor
    lineTotalMinor
    personalizations {
      personalizationId
      name
      value
      priceMinor
      options {
        id
        name
        priceMinor
      }
    }
  }

  fragment CartErrorFields on CartError {
    code
    message
    field
    available
    limit
    seoLink
  }
`);

/** What a cart write answers: the new item count and the lines (for the added-to-cart popup), or the error. */
graphql(`
  fragment CartWriteResult on CartResult {
    __typename
    ... on Cart {
      currency
      itemCount
      lines {
        ...CartLineFields
      }
      newGuest {
        guestCode
        token
      }
    }
    ... on CartError {
      ...CartErrorFields
    }
  }
`);

export const CartPageDocument = graphql(`
  query CartPage {
    cart {
      __typename
      ... on Cart {
        id
        currency
        itemCount
        lines {
          ...CartLineFields
        }
        isGiftCart
        isGiftNoteActive
        giftNote
        generalNote
        giftPackagePriceMinor
        campaigns {
          id
          name
          description
          discountPercent
          discountAmountMinor
          minCartAmountMinor
          isFreeCargo
          endsAt
          isApplicable
          isSelected
        }
        coupon {
          id
          code
          discountPercent
          discountAmountMinor
          isGiftCertificate
        }
        cargoOptions {
          id
          name
          priceMinor
          freeAboveMinor
          chargedMinor
          isSelected
        }
        totals {
          ...CartTotalsFields
        }
        promotionProblems {
          code
          message
        }
      }
      ... on CartError {
        ...CartErrorFields
      }
    }
  }
`);

export const CartCountDocument = graphql(`
  query CartCount {
    cartItemCount
  }
`);

export const AddToCartDocument = graphql(`
  mutation AddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      ...CartWriteResult
    }
  }
`);

export const UpdateCartLineDocument = graphql(`
  mutation UpdateCartLine($input: UpdateCartLineInput!) {
    updateCartLine(input: $input) {
      ...CartWriteResult
    }
  }
`);

export const RemoveCartLineDocument = graphql(`
  mutation RemoveCartLine($cartProductId: Int!) {
    removeCartLine(cartProductId: $cartProductId) {
      ...CartWriteResult
    }
  }
`);

export const ApplyCouponDocument = graphql(`
  mutation ApplyCoupon($code: String!) {
    applyCoupon(code: $code) {
      ...CartWriteResult
    }
  }
`);

export const RemoveCouponDocument = graphql(`
  mutation RemoveCoupon {
    removeCoupon {
      ...CartWriteResult
    }
  }
`);

export const SelectCampaignDocument = graphql(`
  mutation SelectCampaign($campaignId: Int!) {
    selectCampaign(campaignId: $campaignId) {
      ...CartWriteResult
    }
  }
`);

export const RemoveCampaignDocument = graphql(`
  mutation RemoveCampaign {
    removeCampaign {
      ...CartWriteResult
    }
  }
`);

export const UpdateCartDocument = graphql(`
  mutation UpdateCart($input: UpdateCartInput!) {
    updateCart(input: $input) {
      ...CartWriteResult
    }
  }
`);

export const SelectCargoDocument = graphql(`
  mutation SelectCargo($cargoId: Int!) {
    selectCargo(cargoId: $cargoId) {
      ...CartWriteResult
    }
  }
`);

export type CartData = Extract<CartPageQuery["cart"], { __typename: "Cart" }>;

/**
 * The header badge: only a shopper with a session has a cart, so anonymous pages cost no query. An expired or
 * rejected token is no shopper to the server: 0 (the next cart write starts a new guest).
 */
export async function cartItemCount(request: Request, context: AppLoadContext): Promise<number> {
  if (!hasShopperSession(request)) return 0;
  try {
    return (await runQuery(request, context, CartCountDocument, {})).cartItemCount;
  } catch {
    return 0;
  }
}

/** The cart page's cart; null for a shopper without a session (the empty state, nothing to ask). */
export async function loadCart(request: Request, context: AppLoadContext, locale: Locale): Promise<CartData | null> {
  if (!hasShopperSession(request)) return null;
  try {
    const { cart } = await runQuery(request, context, CartPageDocument, {}, locale);
    return cart.__typename === "Cart" ? cart : null;
  } catch (error) {
    // An expired or revoked token: the shopper has no cart any more.
    if (isUnauthenticated(error)) return null;
    throw error;
  }
}

export const isUnauthenticated = (error: unknown): boolean => graphQLErrorCode(error) === "UNAUTHENTICATED";
