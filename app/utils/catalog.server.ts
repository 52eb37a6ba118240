// The catalogue's GraphQL operations (docs/api/catalogue-graphql.md); loaders run them with `runQuery`.
// One operation per page, so a page costs one in-process GraphQL call (plus deferred comments on product pages).
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

export const ResolveDocument = graphql(`
  query Resolve($path: String!, $language: String) {
    resolveSeoLink(path: $path, language: $language) {
      kind
      id
      categoryId
      seoLinks {
        language
        seoLink
      }
    }
  }
`);

export const ProductPageDocument = graphql(`
  query ProductPage($seoLink: String!, $language: String) {
    product(seoLink: $seoLink, language: $language) {
      id
      title
      seoTitle
      seoDescription
      seoKeyword
      seoLink
      seoLinks {
        language
        seoLink
      }
      description
      shortDescription
      brandName
      brandUrl
      barcode
      breadcrumbs {
        title
        seoLink
      }
      video
      commentRate
      commentTotal
      skt
      hasProperty
      quantity
      inStock
      memberMinOrder
      memberMaxOrder
      price {
        ...PriceFields
        discountedPriceMinor
        isoCode
      }
      images {
        id
        small
        medium
        big
        alt
        variant1
        variant2
      }
      property1 {
        ...GroupFields
      }
      property2 {
        ...GroupFields
      }
      subProducts {
        id
        property1
        property2
        inStock
        price {
          ...PriceFields
          discountedPriceMinor
        }
      }
      relatedProducts {
        id
        title
        seoLink
        images {
          small
          alt
        }
      }
      accessoryProducts {
        ...CardFields
      }
      personalizations {
        id
        name
        description
        typeCode
        isRequired
        isPriceFree
        priceMinor
        options {
          id
          name
          priceMinor
          isPriceFree
        }
      }
      sameProducts(limit: 8) {
        ...CardFields
      }
    }
  }

  fragment GroupFields on PropertyGroup {
    propertyCategoryId
    propertyCategoryName
    properties {
      propertyId
      propertyName
      hasStock
      isActive
      colour
    }
  }
`);

export const QuickViewDocument = graphql(`
  query QuickView($seoLink: String!, $language: String) {
    product(seoLink: $seoLink, language: $language) {
      title
      seoLink
      brandName
      shortDescription
      price {
        ...PriceFields
      }
      images {
        medium
        alt
      }
    }
  }
`);

export const CommentsDocument = graphql(`
  query Comments($productId: Int!, $page: Int, $language: String) {
    productComments(productId: $productId, page: $page) {
      total
      page
      pageSize
      averageRate
      items {
        id
        title
        text
        rate
        customerName
        createdAt
      }
    }
    productFaq(productId: $productId, language: $language) {
      id
      question
      answer
    }
  }
`);

export const ListingDocument = graphql(`
  query Listing($language: String, $filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {
    products(language: $language, filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      pageCount
      items {
        ...CardFields
      }
      facets {
        ...FacetFields
      }
    }
  }
`);

export const CategoryDocument = graphql(`
  query CategoryHeader($seoLink: String!, $language: String) {
    category(seoLink: $seoLink, language: $language) {
      id
      title
      seoLink
      seoTitle
      seoDescription
      description
      breadcrumbs {
        title
        seoLink
      }
      seoLinks {
        language
        seoLink
      }
      children {
        id
        title
        seoLink
      }
    }
  }
`);

export const BrandDocument = graphql(`
  query BrandHeader($seoLink: String!) {
    brand(seoLink: $seoLink) {
      id
      name
      seoLink
      description
      image
    }
  }
`);

export const ContentPageDocument = graphql(`
  query ContentPageView($seoLink: String!, $language: String) {
    contentPage(seoLink: $seoLink, language: $language) {
      id
      title
      content
      seoTitle
      seoDescription
    }
  }
`);

export const SearchDocument = graphql(`
  query Search($text: String!, $language: String, $filter: ProductFilter, $sort: ProductSort, $page: Int) {
    search(text: $text, language: $language, filter: $filter, sort: $sort, page: $page) {
      text
      didYouMean
      listing {
        total
        page
        pageSize
        pageCount
        items {
          ...CardFields
        }
        facets {
          ...FacetFields
        }
      }
    }
  }
`);

export const MostSearchedDocument = graphql(`
  query MostSearched {
    mostSearched(limit: 10) {
      term
      count
    }
  }
`);

export const SuggestDocument = graphql(`
  query Suggest($text: String!, $language: String) {
    searchSuggestions(text: $text, language: $language, limit: 6) {
      products {
        id
        title
        seoLink
        image
        displayPriceMinor
        currencyCode
      }
      categories {
        id
        title
        seoLink
      }
      brands {
        id
        name
        seoLink
      }
    }
  }
`);

export const HomeDocument = graphql(`
  query Home($language: String) {
    homeBlocks(language: $language, limit: 12) {
      id
      code
      title
      products {
        ...CardFields
      }
    }
    categoryBestSellers(language: $language, limit: 8) {
      category {
        id
        title
        seoLink
      }
      products {
        ...CardFields
      }
    }
    categoryTree(language: $language) {
      id
      title
      seoLink
      image
    }
    activeCampaigns(language: $language) {
      id
      name
      description
      discountPercent
      endsAt
    }
  }
`);

export const CampaignsDocument = graphql(`
  query Campaigns($language: String) {
    activeCampaigns(language: $language) {
      id
      name
      description
      discountPercent
      discountAmountMinor
      endsAt
    }
  }
`);

export const ProductsByIdsDocument = graphql(`
  query ProductsByIds($ids: [Int!]!, $language: String) {
    productsByIds(ids: $ids, language: $language) {
      ...CardFields
    }
  }
`);

export const SitemapDocument = graphql(`
  query Sitemap {
    sitemapEntries {
      kind
      updatedAt
      links {
        language
        seoLink
      }
    }
  }
`);
