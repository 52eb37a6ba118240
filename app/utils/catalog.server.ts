// The catalogue's shared GraphQL pieces: the price, card and facet fragments every product list selects, and the
// cards by ids (the home page's and the product page's last-viewed strip). Each page's own operation lives at the
// bottom of its route (or of the one loader helper that runs it); one operation per page where the page allows.
import { graphql } from "~/graphql/generated";

graphql(`
  fragment PriceFields on ProductPrice {
    currencyCode
    sellingPriceMinor
    displayPriceMinor
    crossedOutPriceMinor
    discountPercent
    extraDiscountPriceMinor
    extraDiscountPercent
    onSale
  }

  fragment CardFields on ProductCard {
    id
    isFavorite
    title
    seoLink
    brandName
    brandUrl
    inStock
    hasProperty
    isNew
    freeCargo
    commentRate
    commentTotal
    image {
      small
      medium
      alt
    }
    price {
      ...PriceFields
    }
  }

  fragment FacetFields on ProductFacets {
    brands {
      id
      name
      seoLink
      count
    }
    properties {
      propertyCategoryId
      name
      values {
        id
        name
        colour
        count
      }
    }
    categories {
      id
      title
      seoLink
      count
    }
    priceMinMinor
    priceMaxMinor
    inStockCount
  }
`);

export const ProductsByIdsDocument = graphql(`
  query ProductsByIds($ids: [Int!]!) {
    productsByIds(ids: $ids) {
      ...CardFields
    }
  }
`);
