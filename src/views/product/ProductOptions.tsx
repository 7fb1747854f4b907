// What a variable product comes in, per attribute. Read-only: choosing a variation comes with the
// product machine, and a list that looked clickable but did nothing would mislead.
import type { ProductAttribute } from '../../catalog/types';
import { t } from '../../i18n';
import './ProductOptions.css';

export function ProductOptions({ attributes }: { attributes: ProductAttribute[] }) {
  const choices = attributes.filter((attribute) => attribute.variation && attribute.options.length > 0);
  if (choices.length === 0) return null;
  return (
    <div className="product-options">
      <h2 className="product-options__title">{t('product.availableOptions')}</h2>
      <dl className="product-options__list">
        {choices.map((attribute) => (
          <div key={attribute.name} className="product-options__row">
            <dt>{attribute.label}</dt>
            <dd>
              <ul className="product-options__values">
                {attribute.options.map((option) => (
                  <li key={option.slug} className="product-options__value">
                    {option.name}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
