// The sale badge in the form the shop owner chose (settings.saleBadge, SPEC §9).
import type { Prices } from '../../domain/catalog/types';
import { salePercent } from '../../domain/catalog/pricing';
import { t } from '../../i18n';
import type { StoreSettings } from '../../../common/settings';
import './SaleBadge.css';

interface SaleBadgeProps {
  prices: Prices;
  onSale: boolean;
  display: StoreSettings['saleBadge'];
  className?: string;
}

export function SaleBadge({ prices, onSale, display, className = '' }: SaleBadgeProps) {
  if (!onSale || display === 'hidden') return null;
  const percent = display === 'percent' ? salePercent(prices) : null;
  return (
    <span className={`sale-badge ${className}`.trim()}>
      {percent === null ? (
        t('product.sale')
      ) : (
        <>
          <span aria-hidden="true">{`-${percent}%`}</span>
          <span className="visually-hidden">{t('product.salePercent', { percent })}</span>
        </>
      )}
    </span>
  );
}
