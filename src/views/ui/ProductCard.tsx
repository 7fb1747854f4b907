// One product in a grid. The card is a single link, so it is one tab stop and one big target; the
// wishlist heart and, for a simple product that can be bought, the quick add to cart sit beside it
// over the picture (a button may not be inside a link).
import { Link } from 'wouter';
import type { ProductSummary } from '../../domain/catalog/types';
import { t } from '../../i18n';
import { useSettings } from '../../machines/react';
import { routePath } from '../../routes';
import { addsInOneClick } from '../../domain/catalog/quickAdd';
import { AddToCartButton } from './AddToCartButton';
import { Price } from './Price';
import { RatingSummary } from './RatingSummary';
import { ResponsiveImage } from './ResponsiveImage';
import { SaleBadge } from './SaleBadge';
import { WishlistButton } from '../wishlist/WishlistButton';
import './ProductCard.css';

interface ProductCardProps {
  product: ProductSummary;
  /** The level that fits under the section's own heading, so the outline has no gaps. */
  headingLevel?: 2 | 3;
  priority?: boolean;
}

/** The card image's rendered width at each breakpoint of ProductGrid.css. */
const CARD_SIZES = '(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 47vw';
/**
 * The widest a card's picture renders, in CSS px (31vw of a 1,023 px window), so its srcset ends
 * at the file twice as wide (SPEC §9's densities 1 and 2): 640. Asked as 600, the list went on to
 * 1280, files no screen takes, which every card's markup carried and every new card parsed.
 */
const CARD_WIDTH = 320;

export function ProductCard({ product, headingLevel = 3, priority = false }: ProductCardProps) {
  const { saleBadge } = useSettings();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const category = product.categories[0]?.name;
  const outOfStock = product.stockStatus === 'OUT_OF_STOCK';
  const quickAdd = addsInOneClick(product);

  return (
    <div className="product-card-frame">
      <Link href={routePath('product', { slug: product.slug })} className="product-card">
        <div className={`product-card__media${outOfStock ? ' product-card__media--muted' : ''}`}>
          {/* The name is the link's text, so the picture would only repeat it to a screen reader. */}
          <ResponsiveImage
            // A new element for a new picture: a reused one would show the last file until the new one loads.
            key={product.image?.src ?? ''}
            className="product-card__image"
            image={product.image}
            alt=""
            width={CARD_WIDTH}
            height={CARD_WIDTH}
            sizes={CARD_SIZES}
            priority={priority}
          />
          <span className="product-card__badges">
            <SaleBadge prices={product.prices} onSale={product.onSale} display={saleBadge} />
            {outOfStock && <span className="product-card__stock">{t('product.outOfStock')}</span>}
          </span>
        </div>
        <div className="product-card__body">
          <Heading className="product-card__name">{product.name}</Heading>
          {category && <p className="product-card__category">{category}</p>}
          {product.reviewCount > 0 && <RatingSummary rating={product.averageRating} count={product.reviewCount} size={14} />}
          <Price prices={product.prices} onSale={product.onSale} />
        </div>
      </Link>
      <WishlistButton variant="card" product={product} className="product-card__wishlist" />
      {quickAdd && (
        <div className="product-card__quick-add">
          <AddToCartButton product={product} />
        </div>
      )}
    </div>
  );
}
