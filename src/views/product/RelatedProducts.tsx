// The related products (SPEC §9: five) in one row on wide screens.
import type { ProductSummary } from '../../domain/catalog/types';
import { ProductGrid } from '../ui/ProductGrid';
import './RelatedProducts.css';

export default function RelatedProducts({ products }: { products: ProductSummary[] }) {
  return (
    <div className="related-products">
      <ProductGrid products={products} />
    </div>
  );
}
