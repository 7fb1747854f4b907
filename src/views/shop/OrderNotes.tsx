// One order's notes, newest first (private, or sent to the customer), and the form for a new one.
// The form is read when sent; the order actor empties it once the store kept the note.
import { useSelector } from '../../machines/useSelector';
import { useEffect, useRef, type FormEvent } from 'react';
import { formatLongDate } from '../../../common/orderFormats';
import { currentLocale, t } from '../../i18n';
import { localeTags } from '../../i18n/locales';
import type { SystemActors } from '../../machines/system';

export function OrderNotes({ order }: { order: SystemActors['shopOrder'] }) {
  const snapshot = useSelector(order, (state) => state);
  const form = useRef<HTMLFormElement>(null);
  const { noteSaved } = snapshot.context;
  useEffect(() => {
    if (noteSaved) form.current?.reset();
  }, [noteSaved]);
  const notes = snapshot.context.order?.notes ?? [];
  const languageTag = localeTags[currentLocale()];
  const noting = snapshot.matches({ ready: 'noting' });

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    order.send({ type: 'ADD_NOTE', text: String(fields.get('note') ?? ''), forCustomer: fields.get('forCustomer') === 'on' });
  };

  return (
    <section className="shop-card" aria-labelledby="shop-order-notes">
      <h3 id="shop-order-notes" className="shop-card__title">
        {t('shop.order.notes')}
      </h3>
      {notes.length === 0 ? (
        <p className="shop-table__secondary">{t('shop.order.noNotes')}</p>
      ) : (
        <ol className="shop-notes">
          {notes.map((note) => (
            <li key={note.id} className={`shop-note${note.forCustomer ? ' shop-note--customer' : ''}`}>
              <p>{note.note}</p>
              <p className="shop-table__secondary">
                {formatLongDate(languageTag, note.date)} · {note.forCustomer ? t('shop.order.forCustomer') : t('shop.order.private')}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form ref={form} className="shop-note-form" onSubmit={send}>
        <div className="form-field">
          <label htmlFor="shop-note">{t('shop.order.newNote')}</label>
          <textarea id="shop-note" name="note" rows={3} required />
        </div>
        <label className="shop-check">
          <input type="checkbox" name="forCustomer" />
          {t('shop.order.sendToCustomer')}
        </label>
        <div className="shop-actions">
          <button type="submit" className="button button--primary" disabled={noting} aria-busy={noting}>
            {t('shop.order.addNote')}
          </button>
          {noteSaved && (
            <span role="status" className="shop-table__secondary">
              {t('shop.order.noteAdded')}
            </span>
          )}
        </div>
      </form>
    </section>
  );
}
