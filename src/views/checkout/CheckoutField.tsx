// One field of the checkout form: its label, the control, and its problem tied to it
// (aria-describedby, aria-invalid), so a screen reader hears what is wrong where it is.
import type { ReactNode } from 'react';
import type { Problem } from '../../domain/checkout/problems';
import { problemText } from './problemText';
import '../ui/FormField.css';
import './CheckoutField.css';

interface CheckoutFieldProps {
  id: string;
  label: string;
  problem: Problem | undefined;
  /** Spans both columns of the address grid. */
  wide?: boolean;
  /** The control, given the attributes that tie it to the label and the problem. */
  children: (described: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

export function CheckoutField({ id, label, problem, wide, children }: CheckoutFieldProps) {
  const problemId = `${id}-problem`;
  return (
    <div className={wide ? 'form-field checkout-field--wide' : 'form-field'}>
      <label htmlFor={id}>
        {label}
      </label>
      {children(problem ? { id, 'aria-invalid': true, 'aria-describedby': problemId } : { id })}
      {problem && (
        <p id={problemId} className="checkout-field__problem">
          {problemText(problem)}
        </p>
      )}
    </div>
  );
}
