// The selectors of a variable product: one group per attribute, colours as swatches and the rest as
// chips. An option that leads to no variation the shop can sell (with the other choices kept) is
// shown struck through; choosing it is refused by the product machine.
import type { CSSProperties } from 'react';
import type { ProductDetail } from '../../domain/catalog/types';
import { t } from '../../i18n';
import { attributeChoices, type AttributeChoice } from '../../machines/product';
import { useProduct } from '../../machines/react';
import { swatchColor } from '../ui/swatchColors';
import { sameShape, useProductState } from './useProductState';
import './VariationOptions.css';

const isColour = (attribute: string) => /colou?r/i.test(attribute);

export function VariationOptions({ product }: { product: ProductDetail }) {
  const actor = useProduct();
  const choices = useProductState(product, attributeChoices, sameShape);
  if (choices.length === 0) return null;
  const anyChosen = choices.some((choice) => choice.chosenName !== null);
  return (
    <div className="variation-options">
      {choices.map((choice) => (
        <OptionGroup key={choice.attribute} choice={choice} onChoose={(value) => actor?.send({ type: 'CHOOSE', attribute: choice.attribute, value })} />
      ))}
      {anyChosen && (
        <button type="button" className="variation-options__clear" onClick={() => actor?.send({ type: 'CLEAR_CHOICES' })}>
          {t('product.clearChoices')}
        </button>
      )}
    </div>
  );
}

function OptionGroup({ choice, onChoose }: { choice: AttributeChoice; onChoose: (value: string) => void }) {
  const labelId = `option-${choice.attribute.replace(/[^\w-]/g, '')}`;
  const swatches = isColour(choice.attribute);
  return (
    <div className="variation-options__group" role="group" aria-labelledby={labelId}>
      <p className="variation-options__label">
        <span id={labelId}>{choice.label}</span>
        <span className="variation-options__chosen">{choice.chosenName ?? t('product.chooseOption')}</span>
      </p>
      <div className="variation-options__values">
        {choice.options.map((option) => {
          const name = option.available ? option.name : t('product.optionUnavailable', { name: option.name });
          return (
            <button
              key={option.value}
              type="button"
              className={`variation-option${swatches ? ' variation-option--swatch' : ''}`}
              aria-pressed={option.chosen}
              aria-disabled={!option.available || undefined}
              aria-label={swatches ? name : undefined}
              title={swatches ? name : undefined}
              onClick={() => onChoose(option.value)}
            >
              {swatches ? (
                <span className="variation-option__swatch" style={{ '--swatch': swatchColor(option.value) } as CSSProperties} aria-hidden="true" />
              ) : (
                <>
                  {option.name}
                  {!option.available && <span className="visually-hidden"> {t('product.unavailable')}</span>}
                </>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
