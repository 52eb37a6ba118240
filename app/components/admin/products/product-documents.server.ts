// The product pages' GraphQL operations, in one place: the list, the form's choices, one product, and the writes.
import { graphql } from "~/graphql/generated";

export const AdminProductListDocument = graphql(`
  query AdminProductList($filter: AdminProductFilter, $sort: AdminProductSort, $page: Int, $perPage: Int) {
    adminProducts(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {
      total
      page
      perPage
      items { id name barcode categoryName brandName currencyCode sellingPriceMinor discountedPriceMinor stockAmount stockTotal hasSubProducts isActive sort image seoLink }
    }
    adminProductChoices {
      categories { id name }
      brands { id name }
    }
  }
`);

export const AdminProductChoicesDocument = graphql(`
  query AdminProductChoices {
    adminProductChoices {
      categories { id name }
      brands { id name }
      models { id name }
      suppliers { id name }
      currencies { id name }
      properties { id name values { id name } }
    }
  }
`);

export const AdminProductDocument = graphql(`
  query AdminProduct($id: Int!) {
    adminProduct(id: $id) {
      id name modelId barcode categoryId brandId supplierId currencyId currencyCode vatRate cashPriceMinor buyingPriceMinor
      sellingPriceMinor discountedPriceMinor stockUnit stockAmount supplierProductCode width height depth weight desi
      isNew isPromotional isVendor freeCargo isActive sort searchWords memberMinOrder memberMaxOrder relatedIds accessoryIds
      translations { language title seoLink seoTitle seoDescription seoKeyword shortDescription description }
      images { id small medium big sort variant1Id variant2Id }
      subProducts { id property1Id property2Id code sellingPriceMinor discountedPriceMinor stockAmount isActive }
      personalizations { id typeCode isRequired priceMinor names { language name } options { id priceMinor names { language name } } }
    }
    adminProductChoices {
      categories { id name }
      brands { id name }
      models { id name }
      suppliers { id name }
      currencies { id name }
      properties { id name values { id name } }
    }
  }
`);

export const AdminCreateProductDocument = graphql(`
  mutation AdminCreateProduct($input: AdminProductInput!) {
    createProduct(input: $input) {
      __typename
      ... on AdminProduct { id }
      ... on FormError { fields { field message } }
    }
  }
`);

export const AdminUpdateProductDocument = graphql(`
  mutation AdminUpdateProduct($id: Int!, $input: AdminProductInput!) {
    updateProduct(id: $id, input: $input) {
      __typename
      ... on FormError { fields { field message } }
    }
  }
`);

export const AdminBulkProductsDocument = graphql(`
  mutation AdminBulkProducts($items: [AdminProductBulkItem!]!) {
    bulkUpdateProducts(items: $items) {
      __typename
      ... on AdminProductsChanged { updated }
      ...FormErrorFields
    }
  }
`);

export const AdminDeleteProductDocument = graphql(`
  mutation AdminDeleteProduct($id: Int!) {
    deleteProduct(id: $id) {
      __typename
      ... on FormError { message }
    }
  }
`);

export const AdminSaveSubProductsDocument = graphql(`
  mutation AdminSaveSubProducts($productId: Int!, $items: [AdminSubProductInput!]!) {
    saveSubProducts(productId: $productId, items: $items) {
      __typename
      ... on FormError { fields { field message } }
    }
  }
`);

export const AdminDeleteSubProductsDocument = graphql(`
  mutation AdminDeleteSubProducts($ids: [Int!]!) {
    deleteSubProducts(ids: $ids) {
      __typename
      ... on FormError { fields { field message } }
    }
  }
`);

export const AdminOrderImagesDocument = graphql(`
  mutation AdminOrderImages($productId: Int!, $images: [AdminProductImageOrder!]!) {
    orderProductImages(productId: $productId, images: $images) {
      __typename
      ... on FormError { fields { field message } }
    }
  }
`);

export const AdminRemoveImageDocument = graphql(`
  mutation AdminRemoveImage($id: Int!) {
    removeProductImage(id: $id) {
      __typename
    }
  }
`);

export const AdminUploadImageDocument = graphql(`
  mutation AdminUploadImage($productId: Int!, $image: String!) {
    uploadProductImage(productId: $productId, image: $image) {
      __typename
      ... on AdminProductImageUploaded { largeFile }
      ... on FormError { fields { field message } }
    }
  }
`);

export const AdminProductLinksDocument = graphql(`
  mutation AdminProductLinks($productId: Int!, $relatedIds: [Int!]!, $accessoryIds: [Int!]!) {
    setProductLinks(productId: $productId, relatedIds: $relatedIds, accessoryIds: $accessoryIds) {
      __typename
      ... on FormError { fields { field message } }
    }
  }
`);

export const AdminSavePersonalizationsDocument = graphql(`
  mutation AdminSavePersonalizations($productId: Int!, $items: [AdminPersonalizationInput!]!) {
    savePersonalizations(productId: $productId, items: $items) {
      __typename
      ... on FormError { fields { field message } }
    }
  }
`);
