// One band of the home page: a titled section with a 'View all' link and its content.
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { SectionHeader } from '../ui/SectionHeader';

interface HomeSectionProps {
  id: string;
  title: string;
  viewAll: { href: string; label: string };
  children: ReactNode;
}

export function HomeSection({ id, title, viewAll, children }: HomeSectionProps) {
  return (
    <section className="container home__section" aria-labelledby={id}>
      <SectionHeader id={id} title={title} link={{ href: viewAll.href, text: t('common.viewAll'), label: viewAll.label }} />
      {children}
    </section>
  );
}
