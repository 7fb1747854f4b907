// The status buttons of one order: the moves WooCommerce offers from its status; a final one
// (cancel, refund) asks to be confirmed in place before the store is told.
import { useSelector } from '../../machines/useSelector';
import { isFinalMove, orderMoves } from '../../domain/shop/orderMoves';
import { t } from '../../i18n';
import type { SystemActors } from '../../machines/system';

export function OrderMoves({ order }: { order: SystemActors['shopOrder'] }) {
  const snapshot = useSelector(order, (state) => state);
  const shown = snapshot.context.order;
  if (!shown) return null;
  const moves = orderMoves(shown.status);
  const pending = snapshot.context.move;

  if (snapshot.matches({ ready: 'confirming' }) && pending) {
    return (
      <div className="shop-confirm" role="alertdialog" aria-labelledby="shop-confirm-text">
        <p id="shop-confirm-text">{t(`shop.order.confirm.${pending}`, { number: shown.number })}</p>
        <div className="shop-actions">
          <button type="button" className="button button--danger" onClick={() => order.send({ type: 'CONFIRM' })}>
            {t('shop.order.confirm.yes')}
          </button>
          <button type="button" className="button button--secondary" autoFocus onClick={() => order.send({ type: 'CANCEL' })}>
            {t('shop.order.confirm.no')}
          </button>
        </div>
      </div>
    );
  }
  if (moves.length === 0) return <p className="shop-table__secondary">{t('shop.order.final')}</p>;
  const busy = !snapshot.matches({ ready: 'idle' });
  return (
    <div className="shop-actions" role="group" aria-label={t('shop.order.actions')}>
      {moves.map((move) => (
        <button
          key={move}
          type="button"
          className={`button ${isFinalMove(move) ? 'button--secondary' : 'button--primary'}`}
          disabled={busy}
          aria-busy={busy && pending === move}
          onClick={() => order.send({ type: 'MOVE', move })}
        >
          {t(`shop.order.move.${move}`)}
        </button>
      ))}
      {snapshot.matches({ ready: 'moving' }) && (
        <span role="status" className="shop-table__secondary">
          {t('shop.order.saving')}
        </span>
      )}
    </div>
  );
}
