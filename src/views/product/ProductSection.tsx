// A titled block below the product summary (description, specifications, reviews, related).
import type { ReactNode } from 'react';

interface ProductSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

export function ProductSection({ id, title, children }: ProductSectionProps) {
  return (
    <section id={id} className="product-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="product-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
