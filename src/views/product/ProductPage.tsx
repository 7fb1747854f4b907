// The product detail page: pictures and the buying summary side by side, then the description,
// specifications, reviews and related products. What is shown follows the store settings. The
// summary follows the product actor: the chosen variation's price, stock and picture, and stock
// as the shop has it now. Reviews and related products are below the fold: their code loads apart.
import type { StoreSettings } from '../../../common/settings';
import type { ProductData } from '../../screens/product';
import { t } from '../../i18n';
import { selectedVariation } from '../../machines/product';
import { useSettings } from '../../machines/react';
import { routePath } from '../../routes';
import { deferredPart } from '../deferredPart';
import { keepingEarlyClicks } from '../earlyClicks';
import { Breadcrumb } from '../ui/Breadcrumb';
import { Price } from '../ui/Price';
import { RatingSummary } from '../ui/RatingSummary';
import { RichText } from '../ui/RichText';
import { SaleBadge } from '../ui/SaleBadge';
import { tCount } from '../ui/plural';
import { WishlistButton } from '../wishlist/WishlistButton';
import { ExternalBuyLink } from './ExternalBuyLink';
import { ProductMeta } from './ProductMeta';
import { ProductSection } from './ProductSection';
import { StockStatus } from './StockStatus';
import { useProductState } from './useProductState';
import '../ui/Page.css';
import './ProductPage.css';

/** The forms and tabs this page runs in the root system (machines/screen.ts). */
export { productPageActors as pageActors } from '../../machines/pageActors/product';

// The server renders every part; the browser hydrates each when its code has arrived, so the first
// load carries only what the summary needs (SPEC budget: see bench/first-load-js.ts).
// A click on the pictures', the options' or a related product's buttons (its heart, its quick add)
// before their code has come is kept for them.
const ProductGallery = deferredPart(keepingEarlyClicks(() => import('./ProductGallery').then((module) => module.ProductGallery)));
const VariationOptions = deferredPart(keepingEarlyClicks(() => import('./VariationOptions').then((module) => module.VariationOptions)));
const AddToCart = deferredPart(() => import('./AddToCart').then((module) => module.AddToCart));
const GroupedProducts = deferredPart(() => import('./GroupedProducts').then((module) => module.GroupedProducts));
const ProductDetails = deferredPart(() => import('./ProductDetails').then((module) => module.default));
const ProductReviews = deferredPart(() => import('./ProductReviews').then((module) => module.default));
const RelatedProducts = deferredPart(keepingEarlyClicks(() => import('./RelatedProducts').then((module) => module.default)));

export default function ProductPage({ data }: { data: ProductData }) {
  const settings = useSettings();
  const product = useProductState(data.product, (context) => context.product ?? data.product);
  const variation = useProductState(data.product, selectedVariation);
  const category = product.categories[0];
  // A chosen variation has its own price and stock; until then the product's range and stock show.
  const offer = variation ?? product;

  return (
    <div className="container page product-page">
      {settings.showBreadcrumbOnSingleProduct && (
        <Breadcrumb
          items={[
            category
              ? { label: category.name, href: routePath('category', { categorySlug: category.slug }) }
              : { label: t('nav.allProducts'), href: routePath('products') },
            { label: product.name },
          ]}
        />
      )}

      <div className="product-page__top">
        <ProductGallery product={data.product} />

        <div className="product-page__summary">
          <h1 className="product-page__title">{product.name}</h1>
          {product.reviewCount > 0 && settings.showReviews && (
            <a className="product-page__rating" href="#reviews">
              <RatingSummary rating={product.averageRating} count={product.reviewCount} />
            </a>
          )}
          <div className="product-page__price" aria-live="polite">
            <Price prices={offer.prices} onSale={offer.onSale} size="lg" />
            <SaleBadge prices={offer.prices} onSale={offer.onSale} display={settings.saleBadge} />
          </div>
          <p className="product-page__tax-note">{priceNote(settings.taxDisplayShop, product.virtual)}</p>
          <StockStatus
            stockStatus={offer.stockStatus ?? product.stockStatus}
            stockQuantity={offer.stockQuantity}
            lowStockAmount={variation?.lowStockAmount ?? product.lowStockAmount}
          />
          {product.shortDescriptionHtml && <RichText html={product.shortDescriptionHtml} className="product-page__intro" />}
          {product.type === 'VARIABLE' && <VariationOptions product={data.product} />}
          {(product.type === 'SIMPLE' || product.type === 'VARIABLE') && <AddToCart product={data.product} />}
          {product.type === 'GROUPED' && <GroupedProducts product={data.product} />}
          <div className="product-page__actions">
            {product.type === 'EXTERNAL' && product.externalUrl && <ExternalBuyLink url={product.externalUrl} text={product.buttonText} />}
            {/* SPEC §2, §9: the product page's "move to wishlist", behind showMoveToWishlist. */}
            {settings.showMoveToWishlist && <WishlistButton variant="page" product={product} />}
          </div>
          <ProductMeta product={product} showSku={settings.showSKU} showCategories={settings.showProductCategoriesOnSingleProduct} />
        </div>
      </div>

      <ProductDetails product={product} />

      {settings.showReviews && (
        <ProductSection id="reviews" title={product.reviewCount > 0 ? tCount('reviews.titleWithCount', product.reviewCount) : t('reviews.title')}>
          <ProductReviews product={data.product} />
        </ProductSection>
      )}

      {settings.showRelatedProducts && product.related.length > 0 && (
        <ProductSection id="related" title={t('product.related')}>
          <RelatedProducts products={product.related} />
        </ProductSection>
      )}
    </div>
  );
}

/** What the price includes, as shops in the EU say beside it: VAT, and for goods that ship, shipping on top. */
function priceNote(taxDisplay: StoreSettings['taxDisplayShop'], virtual: boolean): string {
  const tax = t(taxDisplay === 'incl' ? 'price.taxIncluded' : 'price.taxExcluded');
  return virtual ? tax : `${tax}, ${t('price.plusShipping')}`;
}
