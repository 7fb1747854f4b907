// The home page: a hero, the categories, the newest products and the current offers.
import type { HomeData } from '../../loaders/types';
import { t } from '../../i18n';
import { CategoryGrid } from '../ui/CategoryGrid';
import { ProductGrid } from '../ui/ProductGrid';
import { SectionHeader } from '../ui/SectionHeader';
import { Hero } from './Hero';
import './HomePage.css';

/** Six tiles fill one row on wide screens and whole rows of two or three on smaller ones. */
const HOME_CATEGORY_COUNT = 6;

export default function HomePage({ data }: { data: HomeData }) {
  const categories = data.categories.slice(0, HOME_CATEGORY_COUNT);
  return (
    <div className="home">
      <Hero products={[...data.newest, ...data.onSale]} />

      {categories.length > 0 && (
        <section className="container home__section" aria-labelledby="home-categories">
          <SectionHeader
            id="home-categories"
            title={t('home.categoriesTitle')}
            link={{ href: '/categories', text: t('common.viewAll'), label: t('home.viewAllCategories') }}
          />
          <CategoryGrid categories={categories} columns="row" />
        </section>
      )}

      {data.newest.length > 0 && (
        <section className="container home__section" aria-labelledby="home-newest">
          <SectionHeader
            id="home-newest"
            title={t('home.newestTitle')}
            link={{ href: '/products', text: t('common.viewAll'), label: t('home.viewAllNewest') }}
          />
          <ProductGrid products={data.newest} />
        </section>
      )}

      {data.onSale.length > 0 && (
        <section className="container home__section" aria-labelledby="home-sale">
          <SectionHeader
            id="home-sale"
            title={t('home.onSaleTitle')}
            link={{ href: '/products?filter=sale[true]', text: t('common.viewAll'), label: t('home.viewAllOnSale') }}
          />
          <ProductGrid products={data.onSale} />
        </section>
      )}
    </div>
  );
}
