// The home page: a hero, the categories, the newest products and the current offers.
import type { HomeData } from '../../screens/home';
import { t } from '../../i18n';
import { CategoryGrid } from '../ui/CategoryGrid';
import { ProductGrid } from '../ui/ProductGrid';
import { Hero } from './Hero';
import { HomeSection } from './HomeSection';
import './HomePage.css';

/** Six tiles fill one row on wide screens and whole rows of two or three on smaller ones. */
const HOME_CATEGORY_COUNT = 6;

export default function HomePage({ data }: { data: HomeData }) {
  const categories = data.categories.slice(0, HOME_CATEGORY_COUNT);
  return (
    <div className="home">
      <Hero products={[...data.newest, ...data.onSale]} />

      {categories.length > 0 && (
        <HomeSection id="home-categories" title={t('home.categoriesTitle')} viewAll={{ href: '/categories', label: t('home.viewAllCategories') }}>
          <CategoryGrid categories={categories} columns="row" />
        </HomeSection>
      )}

      {data.newest.length > 0 && (
        <HomeSection id="home-newest" title={t('home.newestTitle')} viewAll={{ href: '/products', label: t('home.viewAllNewest') }}>
          <ProductGrid products={data.newest} />
        </HomeSection>
      )}

      {data.onSale.length > 0 && (
        <HomeSection id="home-sale" title={t('home.onSaleTitle')} viewAll={{ href: '/products?filter=sale[true]', label: t('home.viewAllOnSale') }}>
          <ProductGrid products={data.onSale} />
        </HomeSection>
      )}
    </div>
  );
}
