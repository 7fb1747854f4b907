// Page links for a paged list. Page 1 is the list's own address, so it has one canonical URL.
import { Link } from 'wouter';
import { t } from '../../i18n';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import './Pagination.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The list's locale-free path: '/products' or '/product-category/hoodies'. */
  basePath: string;
  /** The listing's query string (filters, search, sorting) every page keeps; '' for none. */
  query?: string;
}

function pageHref(basePath: string, page: number, query: string): string {
  const path = page <= 1 ? basePath : `${basePath}/page/${page}`;
  return query ? `${path}?${query}` : path;
}

/** The pages worth a link: the ends, the current page and its neighbours; null marks a gap. */
export function visiblePages(page: number, pageCount: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 1) pages.push(n);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

export function Pagination({ page, pageCount, basePath, query = '' }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <Link className="pagination__step" href={pageHref(basePath, page - 1, query)} rel="prev">
              <ChevronLeftIcon size={18} />
              <span>{t('pagination.previous')}</span>
            </Link>
          ) : (
            <span className="pagination__step pagination__step--disabled" aria-hidden="true">
              <ChevronLeftIcon size={18} />
              <span>{t('pagination.previous')}</span>
            </span>
          )}
        </li>
        {visiblePages(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                className="pagination__page"
                href={pageHref(basePath, n, query)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link className="pagination__step" href={pageHref(basePath, page + 1, query)} rel="next">
              <span>{t('pagination.next')}</span>
              <ChevronRightIcon size={18} />
            </Link>
          ) : (
            <span className="pagination__step pagination__step--disabled" aria-hidden="true">
              <span>{t('pagination.next')}</span>
              <ChevronRightIcon size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
