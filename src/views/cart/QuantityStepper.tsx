// A cart line's quantity: − and + step it, the field takes a typed number when the shopper leaves
// it or presses Enter. The field shows the cart's quantity (with the changes still on their way);
// what is typed stays in the field, as plain DOM state, until it is sent or put back. The cart
// machine keeps a new quantity within what the line may hold.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { t } from '../../i18n';
import './QuantityStepper.css';

interface QuantityStepperProps {
  quantity: number;
  /** The most the line may hold; null: no limit. */
  max: number | null;
  /** The product's name, for the controls' accessible names. */
  name: string;
  onChange: (quantity: number) => void;
}

export function QuantityStepper({ quantity, max, name, onChange }: QuantityStepperProps) {
  const input = useRef<HTMLInputElement>(null);

  // A quantity changed from elsewhere (the buttons, the store's answer) replaces what the field shows.
  useEffect(() => {
    if (input.current) input.current.value = String(quantity);
  }, [quantity]);

  const commit = () => {
    const field = input.current;
    if (!field) return;
    const typed = Number.parseInt(field.value, 10);
    // The field shows the cart's quantity until the cart answers for what was typed. Removing a
    // line is the remove button's job: an empty field or a 0 asks for nothing.
    field.value = String(quantity);
    if (Number.isFinite(typed) && typed >= 1 && typed !== quantity) onChange(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  const atMax = max !== null && quantity >= max;

  return (
    <div className="quantity-stepper">
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={t('cart.decrease', { name })}
        disabled={quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        ref={input}
        className="quantity-stepper__input"
        type="number"
        inputMode="numeric"
        min={1}
        max={max ?? undefined}
        step={1}
        defaultValue={quantity}
        aria-label={t('cart.quantityOf', { name })}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={t('cart.increase', { name })}
        disabled={atMax}
        onClick={() => onChange(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
