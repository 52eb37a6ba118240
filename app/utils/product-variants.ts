// The product query's variant fields in the shape of the pure variant rules (app/domain/variant-selection.ts).
import type { VariantProduct } from "~/domain/variant-selection";

interface GroupInput {
  propertyCategoryName: string;
  properties: { propertyId: number; propertyName: string; hasStock: boolean; isActive: boolean }[];
}

interface PriceInput {
  sellingPriceMinor: number;
  discountedPriceMinor?: number | null;
  onSale: boolean;
}

interface ProductInput {
  property1?: GroupInput | null;
  property2?: GroupInput | null;
  subProducts: { id: number; property1?: number | null; property2?: number | null; isActive: boolean; inStock: boolean; price: PriceInput }[];
  price: PriceInput;
}

const group = (input: GroupInput | null | undefined) =>
  input
    ? {
        categoryName: input.propertyCategoryName,
        options: input.properties.map((item) => ({
          id: item.propertyId,
          name: item.propertyName,
          hasStock: item.hasStock,
          isActive: item.isActive,
        })),
      }
    : null;

export function toVariantProduct(product: ProductInput): VariantProduct {
  return {
    property1: group(product.property1),
    property2: group(product.property2),
    subProducts: product.subProducts.map((sub) => ({
      id: sub.id,
      property1: sub.property1 ?? null,
      property2: sub.property2 ?? null,
      isActive: sub.isActive,
      inStock: sub.inStock,
      sellingPriceMinor: sub.price.sellingPriceMinor,
      discountedPriceMinor: sub.price.discountedPriceMinor ?? null,
    })),
    sellingPriceMinor: product.price.sellingPriceMinor,
    discountedPriceMinor: product.price.discountedPriceMinor ?? null,
    onSale: product.price.onSale,
  };
}
