// Availability as WooCommerce shows it, with the low-stock warning when few are left.
import type { ProductDetail } from '../../domain/catalog/types';
import { t } from '../../i18n';
import { tCount } from '../ui/plural';
import './StockStatus.css';

type StockProps = Pick<ProductDetail, 'stockStatus' | 'stockQuantity' | 'lowStockAmount'>;

export function StockStatus({ stockStatus, stockQuantity, lowStockAmount }: StockProps) {
  if (!stockStatus) return null;
  const low = stockStatus === 'IN_STOCK' && stockQuantity !== null && lowStockAmount !== null && stockQuantity <= lowStockAmount;
  const label = {
    IN_STOCK: t('product.inStock'),
    OUT_OF_STOCK: t('product.outOfStock'),
    ON_BACKORDER: t('product.onBackorder'),
  }[stockStatus];
  return (
    <p className={`stock-status stock-status--${stockStatus.toLowerCase().replace(/_/g, '-')}`}>
      <span className="stock-status__dot" aria-hidden="true" />
      <span>{label}</span>
      {low && stockQuantity > 0 && <span className="stock-status__low">{tCount('product.lowStock', stockQuantity)}</span>}
    </p>
  );
}
