// The product form's field names, shared by the form (inputs) and its reader (the post): the same names the GraphQL
// input and its refusals use, so a server message lands beside the input it is about.
import { formatAmountForInput } from "~/domain/money";

export const PRODUCT_LANGUAGES = ["tr", "en", "ar"] as const;
export const PRODUCT_TEXT_FIELDS = ["name", "barcode", "supplierProductCode", "stockUnit", "searchWords"] as const;
export const PRODUCT_FLAG_FIELDS = ["isNew", "isPromotional", "isVendor", "freeCargo", "isActive"] as const;
export const PRODUCT_REF_FIELDS = ["modelId", "categoryId", "brandId", "supplierId"] as const;
export const PRODUCT_MONEY_FIELDS = ["sellingPriceMinor", "discountedPriceMinor", "cashPriceMinor", "buyingPriceMinor"] as const;
export const PRODUCT_NUMBER_FIELDS = ["vatRate", "stockAmount", "sort", "memberMinOrder", "memberMaxOrder"] as const;
export const PRODUCT_MEASURE_FIELDS = ["width", "height", "depth", "weight", "desi"] as const;
export const TRANSLATION_FIELDS = ["title", "seoLink", "seoTitle", "seoDescription", "seoKeyword", "shortDescription", "description"] as const;

/** Minor units as the form shows them, in the admin's language ("1.250,50", en "1,250.50"; minorFromText reads
 * both back); empty for none. */
export const moneyField = (minor: number | null | undefined, language: string) =>
  minor === null || minor === undefined ? "" : formatAmountForInput(minor, language);
