// A product's price as shoppers expect it: a range for variable products, the sale price beside
// the struck-through regular price for discounted ones. Struck-through text is not announced by
// screen readers, so each figure carries a spoken label.
import type { Prices } from '../../domain/catalog/types';
import { priceRange } from '../../domain/catalog/pricing';
import { t } from '../../i18n';
import { formatPrice } from '../../i18n/format';
import './Price.css';

interface PriceProps {
  prices: Prices;
  onSale: boolean;
  size?: 'md' | 'lg';
}

export function Price({ prices, onSale, size = 'md' }: PriceProps) {
  const current = priceRange(prices.price);
  if (!current) return null;
  const className = `price price--${size}`;

  // Texts are joined before they are rendered: React writes a comment marker between adjacent parts.
  if (current.min !== current.max) {
    return (
      <p className={className}>
        <span className="price__current">
          {`${formatPrice(current.min)} – ${formatPrice(current.max)}`}
        </span>
      </p>
    );
  }

  const regular = priceRange(prices.regular);
  if (onSale && regular && regular.max > current.min) {
    return (
      <p className={className}>
        <ins className="price__current price__current--sale">
          <span className="visually-hidden">{`${t('price.current')} `}</span>
          {formatPrice(current.min)}
        </ins>{' '}
        <del className="price__regular">
          <span className="visually-hidden">{`${t('price.original')} `}</span>
          {formatPrice(regular.max)}
        </del>
      </p>
    );
  }

  return (
    <p className={className}>
      <span className="price__current">{formatPrice(current.min)}</span>
    </p>
  );
}
