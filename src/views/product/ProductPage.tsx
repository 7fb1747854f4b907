// The product detail page: pictures and the buying summary side by side, then the description,
// specifications, reviews and related products. What is shown follows the store settings.
import type { ProductData } from '../../loaders/types';
import { t } from '../../i18n';
import { useSettings } from '../../machines/react';
import { routePath } from '../../routes';
import { Breadcrumb } from '../ui/Breadcrumb';
import { Price } from '../ui/Price';
import { ProductGrid } from '../ui/ProductGrid';
import { RatingSummary } from '../ui/RatingSummary';
import { RichText } from '../ui/RichText';
import { SaleBadge } from '../ui/SaleBadge';
import { tCount } from '../ui/plural';
import { AdditionalInfo, additionalInfoRows } from './AdditionalInfo';
import { ExternalBuyLink } from './ExternalBuyLink';
import { ProductGallery } from './ProductGallery';
import { ProductMeta } from './ProductMeta';
import { ProductOptions } from './ProductOptions';
import { ProductReviews } from './ProductReviews';
import { ProductSection } from './ProductSection';
import { StockStatus } from './StockStatus';
import '../ui/Page.css';
import './ProductPage.css';

/** One full row of the product grid on wide screens. */
const RELATED_SHOWN = 4;

export default function ProductPage({ data }: { data: ProductData }) {
  const { product } = data;
  const settings = useSettings();
  const category = product.categories[0];
  const images = product.image ? [product.image, ...product.gallery] : product.gallery;
  const specs = additionalInfoRows(product);
  const related = settings.showRelatedProducts ? product.related.slice(0, RELATED_SHOWN) : [];

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
        <ProductGallery images={images} productName={product.name} />

        <div className="product-page__summary">
          <h1 className="product-page__title">{product.name}</h1>
          {product.reviewCount > 0 && settings.showReviews && (
            <a className="product-page__rating" href="#reviews">
              <RatingSummary rating={product.averageRating} count={product.reviewCount} />
            </a>
          )}
          <div className="product-page__price">
            <Price prices={product.prices} onSale={product.onSale} size="lg" />
            <SaleBadge prices={product.prices} onSale={product.onSale} display={settings.saleBadge} />
          </div>
          <StockStatus
            stockStatus={product.stockStatus}
            stockQuantity={product.stockQuantity}
            lowStockAmount={product.lowStockAmount}
          />
          {product.shortDescriptionHtml && <RichText html={product.shortDescriptionHtml} className="product-page__intro" />}
          {product.type === 'VARIABLE' && <ProductOptions attributes={product.attributes} />}
          {product.type === 'EXTERNAL' && product.externalUrl && (
            <ExternalBuyLink url={product.externalUrl} text={product.buttonText} />
          )}
          <ProductMeta
            product={product}
            showSku={settings.showSKU}
            showCategories={settings.showProductCategoriesOnSingleProduct}
          />
        </div>
      </div>

      {(product.descriptionHtml || specs.length > 0) && (
        <div className="product-page__details">
          {product.descriptionHtml && (
            <ProductSection id="description" title={t('product.description')}>
              <RichText html={product.descriptionHtml} />
            </ProductSection>
          )}
          {specs.length > 0 && (
            <ProductSection id="additional-information" title={t('product.additionalInformation')}>
              <AdditionalInfo rows={specs} />
            </ProductSection>
          )}
        </div>
      )}

      {settings.showReviews && (
        <ProductSection
          id="reviews"
          title={product.reviewCount > 0 ? tCount('reviews.titleWithCount', product.reviewCount) : t('reviews.title')}
        >
          <ProductReviews reviews={product.reviews} averageRating={product.averageRating} reviewCount={product.reviewCount} />
        </ProductSection>
      )}

      {related.length > 0 && (
        <ProductSection id="related" title={t('product.related')}>
          <ProductGrid products={related} />
        </ProductSection>
      )}
    </div>
  );
}
