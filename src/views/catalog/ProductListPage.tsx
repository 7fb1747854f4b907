// The product list, for the whole shop or one category, one page at a time.
import type { ProductListData } from '../../loaders/types';
import { t } from '../../i18n';
import { routePath } from '../../routes';
import { Breadcrumb } from '../ui/Breadcrumb';
import { PageHeader } from '../ui/PageHeader';
import { Pagination } from '../ui/Pagination';
import { ProductGrid } from '../ui/ProductGrid';
import { NoProducts } from './NoProducts';
import { ResultCount } from './ResultCount';
import '../ui/Page.css';
import './ProductListPage.css';

export default function ProductListPage({ data }: { data: ProductListData }) {
  const { category, products } = data;
  const basePath = category ? routePath('category', { categorySlug: category.slug }) : routePath('products');
  return (
    <div className="container page">
      {category && <Breadcrumb items={[{ label: t('nav.categories'), href: '/categories' }, { label: category.name }]} />}
      <PageHeader title={category?.name ?? t('products.title')} lead={category?.description || undefined} />

      {/* The filter and sort controls join the result count in this bar. */}
      <div className="listing-toolbar">
        <ResultCount page={data.page} perPage={data.perPage} total={data.total} />
      </div>

      {products.length > 0 ? (
        <ProductGrid products={products} headingLevel={2} priorityCount={4} />
      ) : (
        <NoProducts offerAllProducts={category !== null} />
      )}

      <Pagination page={data.page} pageCount={data.pageCount} basePath={basePath} />
    </div>
  );
}
