// 'Showing 1–24 of 67 products', or the shorter forms when everything fits on one page.
import { t } from '../../i18n';
import { tCount } from '../ui/plural';
import './ResultCount.css';

interface ResultCountProps {
  page: number;
  perPage: number;
  total: number;
}

export function ResultCount({ page, perPage, total }: ResultCountProps) {
  const from = (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  const text = total <= perPage ? tCount('products.countAll', total) : t('products.countRange', { from, to, total });
  // A polite live region that stays in place, so each new result of a filter or search is
  // announced, including none at all. An empty list says so visibly in its empty state already.
  return (
    <p className="result-count" role="status">
      {total === 0 ? <span className="visually-hidden">{t('products.noneFound')}</span> : text}
    </p>
  );
}
