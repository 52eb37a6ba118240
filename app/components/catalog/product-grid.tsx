// A grid of product cards that owns the quick-view popup for its cards.
import { useState } from "react";
import { ProductCard, type CardData } from "~/components/catalog/product-card";
import { QuickView } from "~/components/catalog/quick-view";
import type { Locale } from "~/utils/locale";

interface ProductGridProps {
  products: CardData[];
  locale: Locale;
  /** How many cards load their image eagerly (the first row). */
  eagerCount?: number;
  variant?: "grid" | "row";
}

export function ProductGrid({ products, locale, eagerCount = 0, variant = "grid" }: ProductGridProps) {
  const [quickView, setQuickView] = useState<string | null>(null);
  return (
    <>
      <ul className={variant === "row" ? "product-row" : "product-grid"}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} locale={locale} onQuickView={setQuickView} eager={index < eagerCount} />
          </li>
        ))}
      </ul>
      {quickView ? <QuickView seoLink={quickView} locale={locale} onClose={() => setQuickView(null)} /> : null}
    </>
  );
}
