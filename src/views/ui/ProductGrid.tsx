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
      {products.map((product, index) => (
        <li key={product.databaseId}>
          <ProductCard product={product} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
