// The product list, for the whole shop or one category, one page at a time: filters beside the
// results on wide screens (in a drawer on small ones), sorting and the count above them.
import { useSelector } from '../../machines/useSelector';
import { listingSearchParams } from '../../domain/catalog/listing/listingQuery';
import type { ProductListData } from '../../screens/productList';
import { t } from '../../i18n';
import { useCatalog, useSettings } from '../../machines/react';
import { routePath } from '../../routes';
import { Breadcrumb } from '../ui/Breadcrumb';
import { PageHeader } from '../ui/PageHeader';
import { Pagination } from '../ui/Pagination';
import { ProductGrid } from '../ui/ProductGrid';
import { ActiveFilters } from './ActiveFilters';
import { FilterDrawerButton } from './FilterDrawerButton';
import { FilterPanel } from './FilterPanel';
import { NoProducts } from './NoProducts';
import { ResultCount } from './ResultCount';
import { SortSelect } from './SortSelect';
import { deferredPart } from '../deferredPart';
import '../ui/Page.css';
import './ProductListPage.css';

// Closed until a shopper on a small screen opens it: its code need not come with the first paint.
const FilterDrawer = deferredPart(() => import('./FilterDrawer').then((module) => module.FilterDrawer));

export default function ProductListPage({ data }: { data: ProductListData }) {
  const { category, products, facets } = data;
  const { showFilters } = useSettings();
  // While a new filter, search or sort waits to be applied, the results on show are the old ones.
  const pending = useSelector(useCatalog(), (snapshot) => snapshot.hasTag('pending'));
  const routeCategory = category?.slug ?? null;
  const basePath = category ? routePath('category', { categorySlug: category.slug }) : routePath('products');
  const search = data.query.search;

  return (
    <div className="container page">
      {category && <Breadcrumb items={[{ label: t('nav.categories'), href: '/categories' }, { label: category.name }]} />}
      <PageHeader title={category?.name ?? t('products.title')} lead={category?.description || undefined}>
        {search && <p className="listing-search">{t('products.resultsFor', { search })}</p>}
      </PageHeader>

      <div className={`listing${showFilters ? ' listing--with-filters' : ''}`}>
        {showFilters && (
          <aside className="listing__sidebar" aria-labelledby="listing-filters-title">
            <h2 id="listing-filters-title" className="listing__sidebar-title">
              {t('filters.title')}
            </h2>
            <FilterPanel idPrefix="filter-sidebar" facets={facets} categoryFixed={routeCategory !== null} />
          </aside>
        )}

        <div className="listing__main">
          <div className="listing-toolbar">
            {showFilters && <FilterDrawerButton facets={facets} routeCategory={routeCategory} />}
            <ResultCount page={data.page} perPage={data.perPage} total={data.total} />
            <SortSelect id="listing-sort" />
          </div>

          <ActiveFilters facets={facets} routeCategory={routeCategory} />

          <div className={`listing__results${pending ? ' listing__results--pending' : ''}`} aria-busy={pending}>
            {products.length > 0 ? (
              <ProductGrid products={products} headingLevel={2} priorityCount={4} />
            ) : (
              <NoProducts facets={facets} routeCategory={routeCategory} />
            )}
            <Pagination page={data.page} pageCount={data.pageCount} basePath={basePath} query={listingSearchParams(data.query).toString()} />
          </div>
        </div>
      </div>

      {showFilters && <FilterDrawer facets={facets} routeCategory={routeCategory} total={data.total} />}
    </div>
  );
}
