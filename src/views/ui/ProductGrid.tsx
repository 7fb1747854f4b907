// A responsive grid of product cards: two columns on phones up to four on wide screens.
import type { ProductSummary } from '../../domain/catalog/types';
import { ProductCard } from './ProductCard';
import './ProductGrid.css';

interface ProductGridProps {
  products: ProductSummary[];
  headingLevel?: 2 | 3;
  /** How many leading cards are above the fold and load their images at once. */
  priorityCount?: number;
}

export function ProductGrid({ products, headingLevel = 3, priorityCount = 0 }: ProductGridProps) {
  return (
    <ul className="product-grid">
      {/* Keyed by position: a new page of a list reuses the cards' elements and changes what they
          show, where keys by product made React build 24 cards anew and remove the old ones (on
          the 10,000-product list, about a fifth of a page change's time). A card keeps no state of
          its own; its picture is keyed by file (ProductCard), so it never shows the last product's. */}
      {products.map((product, index) => (
        <li key={index}>
          <ProductCard product={product} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
