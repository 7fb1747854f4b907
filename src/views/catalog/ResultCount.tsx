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
  // An empty list says so in its empty state; a count of nothing would only repeat it.
  if (total === 0) return null;
  const text = total <= perPage ? tCount('products.countAll', total) : t('products.countRange', { from, to, total });
  // Polite live region: when filters arrive and change the list, the new count is announced.
  return (
    <p className="result-count" role="status">
      {text}
    </p>
  );
}
