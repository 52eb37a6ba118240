// A grid of product cards; their quick-view buttons open the popup of app/enhance/quick-view.ts, the same code the
// pages React does not hydrate run.
import { ProductCard, type CardData } from "~/components/catalog/product-card";
import { enhanceQuickView } from "~/enhance/quick-view";
import type { Locale } from "~/utils/locale";
import { useEnhancer } from "~/utils/use-enhancer";

interface ProductGridProps {
  products: CardData[];
  locale: Locale;
  /** How many cards load their image eagerly (the first row). */
  eagerCount?: number;
  variant?: "grid" | "row";
}

export function ProductGrid({ products, locale, eagerCount = 0, variant = "grid" }: ProductGridProps) {
  // Other cards are new buttons: the enhancer is attached to them again.
  const grid = useEnhancer<HTMLUListElement>(enhanceQuickView, [products]);
  return (
    <ul className={variant === "row" ? "product-row" : "product-grid"} ref={grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} locale={locale} quickView eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
