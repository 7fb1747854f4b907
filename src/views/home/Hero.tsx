// The home page's opening: the shop's name and promise, a way in, and a glimpse of the goods.
import type { ProductSummary } from '../../domain/catalog/types';
import { t } from '../../i18n';
import { useSettings } from '../../machines/react';
import { ButtonLink } from '../ui/ButtonLink';
import { ResponsiveImage } from '../ui/ResponsiveImage';
import './Hero.css';

/** The collage shows three products, one large and two small. */
const COLLAGE_SIZE = 3;

/** The first pictured product of each category, so the collage shows the range of the shop. */
function collagePicks(products: ProductSummary[]): ProductSummary[] {
  const seen = new Set<string>();
  const picks: ProductSummary[] = [];
  for (const product of products) {
    const category = product.categories[0]?.slug ?? '';
    if (!product.image || seen.has(category)) continue;
    seen.add(category);
    picks.push(product);
  }
  // A shop with fewer categories than pictures fills the collage from the rest.
  for (const product of products) {
    if (picks.length >= COLLAGE_SIZE) break;
    if (product.image && !picks.includes(product)) picks.push(product);
  }
  return picks.slice(0, COLLAGE_SIZE);
}

export function Hero({ products }: { products: ProductSummary[] }) {
  const { storeName } = useSettings();
  const pictured = collagePicks(products);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="hero__eyebrow">{t('home.heroEyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {storeName}
          </h1>
          <p className="hero__tagline">{t('home.tagline')}</p>
          <div className="hero__actions">
            <ButtonLink href="/products" variant="light">
              {t('home.shopNow')}
            </ButtonLink>
            <ButtonLink href="/categories" variant="outline-light">
              {t('home.browseCategories')}
            </ButtonLink>
          </div>
        </div>
        {pictured.length === COLLAGE_SIZE && (
          <div className="hero__collage">
            {pictured.map((product, index) => (
              <ResponsiveImage
                key={product.databaseId}
                className={`hero__image hero__image--${index + 1}`}
                image={product.image}
                alt={product.image?.alt || product.name}
                width={index === 0 ? 640 : 320}
                height={index === 0 ? 640 : 320}
                sizes={index === 0 ? '(min-width: 1024px) 400px, 60vw' : '(min-width: 1024px) 200px, 30vw'}
                priority
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
