// SKU and categories under the product summary, each shown only if the shop owner wants it.
import { Link } from 'wouter';
import type { ProductDetail } from '../../domain/catalog/types';
import { t } from '../../i18n';
import { routePath } from '../../routes';
import './ProductMeta.css';

interface ProductMetaProps {
  product: Pick<ProductDetail, 'sku' | 'categories'>;
  showSku: boolean;
  showCategories: boolean;
}

export function ProductMeta({ product, showSku, showCategories }: ProductMetaProps) {
  const sku = showSku && product.sku ? product.sku : null;
  const categories = showCategories ? product.categories : [];
  if (!sku && categories.length === 0) return null;
  return (
    <dl className="product-meta">
      {sku && (
        <div className="product-meta__row">
          <dt>{t('product.sku')}</dt>
          <dd>{sku}</dd>
        </div>
      )}
      {categories.length > 0 && (
        <div className="product-meta__row">
          <dt>{t('product.categories')}</dt>
          <dd>
            {categories.map((category, index) => (
              <span key={category.slug}>
                {index > 0 && ', '}
                <Link href={routePath('category', { categorySlug: category.slug })}>{category.name}</Link>
              </span>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}
