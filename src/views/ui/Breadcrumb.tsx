// Where the page sits in the shop. The last crumb is the page itself and is not a link.
import { Link } from 'wouter';
import { t } from '../../i18n';
import { ChevronRightIcon } from './icons';
import './Breadcrumb.css';

interface Crumb {
  label: string;
  /** Locale-free path; omitted for the current page. */
  href?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb.label')}>
      <ol className="breadcrumb__list">
        <li className="breadcrumb__item">
          <Link href="/">{t('breadcrumb.home')}</Link>
        </li>
        {items.map((item) => (
          <li className="breadcrumb__item" key={`${item.href ?? ''}:${item.label}`}>
            <ChevronRightIcon size={14} className="breadcrumb__separator" />
            {item.href ? <Link href={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
