// The manager area's products: a search above the catalog by name, each product (a variable one's
// variations below it) with its stock and regular price edited in place and saved by its row.
// It renders the list's and the saves' snapshots.
import { useSelector } from '../../machines/useSelector';
import { useEffect, type FormEvent } from 'react';
import type { ProductStockRow } from '../../domain/shop/types';
import { t } from '../../i18n';
import { useScreenActor } from '../../machines/react';
import type { SystemActors } from '../../machines/system';
import { ListPaging } from './ListPaging';
import { ListStatus, ShopLoading, ShopProblem } from './ShopStatus';

export function ProductsSection() {
  const list = useScreenActor('shopProducts');
  const edits = useScreenActor('stockEdits');
  return (
    <>
      <h2 id="shop-section-title" className="shop-page__title">
        {t('shop.nav.products')}
      </h2>
      {list && edits ? <ProductsList list={list} edits={edits} /> : <ShopLoading />}
    </>
  );
}

function ProductsList({ list, edits }: { list: SystemActors['shopProducts']; edits: SystemActors['stockEdits'] }) {
  const snapshot = useSelector(list, (state) => state);
  const problem = useSelector(edits, (state) => state.context.problem);
  useEffect(() => list.send({ type: 'LOAD' }), [list]);
  const { query, page } = snapshot.context;

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    list.send({ type: 'QUERY', query: String(new FormData(event.currentTarget).get('search') ?? '') });
  };

  return (
    <>
      <form className="shop-filters shop-filters--single" role="search" aria-label={t('shop.products.search')} onSubmit={search}>
        <div className="form-field shop-filters__search">
          <label htmlFor="shop-product-search">{t('shop.products.search')}</label>
          <input id="shop-product-search" name="search" type="search" defaultValue={query} />
        </div>
        <button type="submit" className="button button--primary shop-filters__submit">
          {t('shop.products.searchButton')}
        </button>
      </form>
      <ShopProblem problem={problem} />
      <ListStatus list={list} empty={t('shop.products.empty')} />
      {page.rows.length > 0 && !snapshot.matches('error') && (
        <div className="shop-table-wrap" aria-busy={snapshot.matches('loading')}>
          <table className="shop-table shop-stock">
            <thead>
              <tr>
                <th scope="col">{t('shop.products.product')}</th>
                <th scope="col">{t('shop.products.stock')}</th>
                <th scope="col">{t('shop.products.regularPrice')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('shop.products.save')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => (
                <StockRow key={row.id} row={row} edits={edits} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPaging list={list} />
    </>
  );
}

/** One row: its fields belong to a form of its own (the `form` attribute), since a form may not wrap a table row. */
function StockRow({ row, edits }: { row: ProductStockRow; edits: SystemActors['stockEdits'] }) {
  const state = useSelector(edits, (snapshot) => (snapshot.context.rowId === row.id ? (snapshot.value as string) : 'other'));
  const formId = `stock-${row.id.replace(/[^\w-]/g, '')}`;
  const name = (
    <>
      <span className={row.productId ? 'shop-stock__variation' : 'shop-table__primary'}>{row.name}</span>
      {row.sku && (
        <span className="shop-table__secondary">
          {t('shop.products.sku')}: {row.sku}
        </span>
      )}
    </>
  );
  if (!row.editable) {
    return (
      <tr className="shop-stock__parent">
        <th scope="row" colSpan={4}>
          {name}
        </th>
      </tr>
    );
  }

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    edits.send({ type: 'SAVE', row, change: { stockQuantity: Number(fields.get('stock')), regularPrice: Number(fields.get('price')) } });
  };
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        <input form={formId} name="stock" type="number" step={1} required defaultValue={row.stock ?? ''} aria-label={t('shop.products.stockOf', { name: row.name })} className="shop-stock__input" />
      </td>
      <td>
        <input form={formId} name="price" type="number" step="0.01" min={0} required defaultValue={row.regularPrice ?? ''} aria-label={t('shop.products.regularPriceOf', { name: row.name })} className="shop-stock__input" />
      </td>
      <td>
        <form id={formId} onSubmit={save} className="shop-stock__save">
          <button type="submit" className="button button--secondary" aria-label={t('shop.products.saveRow', { name: row.name })} disabled={state === 'saving'} aria-busy={state === 'saving'}>
            {state === 'saved' ? t('shop.products.saved') : t('shop.products.save')}
          </button>
        </form>
      </td>
    </tr>
  );
}
